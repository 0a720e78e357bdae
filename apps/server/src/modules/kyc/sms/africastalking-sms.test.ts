/**
 * The Africa's Talking adapter against a local server that answers as the real API does
 * (POST /version1/messaging, form-encoded, apiKey header; 201 with SMSMessageData.Recipients).
 */
import { afterAll, expect, test } from 'vitest';
import { startFakeServer, type Answer } from '../../../../test/providers/fake-http-server.js';
import { createAfricasTalkingSms } from './africastalking-sms.js';

const sent = (statusCode: number, status: string): Answer => ({
  status: 201,
  body: {
    SMSMessageData: {
      Message: 'Sent to 1/1 Total Cost: KES 0.8000',
      Recipients: [
        { statusCode, number: '+254712345678', status, cost: 'KES 0.8000', messageId: 'ATXid_1' },
      ],
    },
  },
});

const fake = await startFakeServer(() => sent(101, 'Success'));
afterAll(() => fake.close());

const provider = createAfricasTalkingSms({
  baseUrl: fake.origin,
  username: 'soko',
  apiKey: 'at-key-123',
  senderId: 'SOKO',
  timeoutMs: 500,
  retries: 2,
});

const ROUTE = 'POST /version1/messaging';

test('sends the form Africa’s Talking expects, with the apiKey header', async () => {
  const result = await provider.send({ to: '254712345678', text: 'Your code is 123456' });
  expect(result).toEqual({ kind: 'sent', providerMessageId: 'ATXid_1' });
  const request = fake.requestsTo(ROUTE).at(-1);
  expect(request?.headers.apikey).toBe('at-key-123');
  expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  const form = new URLSearchParams(String(request?.body));
  expect(Object.fromEntries(form)).toEqual({
    username: 'soko',
    to: '+254712345678',
    message: 'Your code is 123456',
    from: 'SOKO',
  });
});

test('a recipient refused (403 InvalidPhoneNumber, 405 InsufficientBalance) is a failure', async () => {
  fake.script(ROUTE, sent(403, 'InvalidPhoneNumber'));
  expect(await provider.send({ to: '254712345678', text: 'x' })).toEqual({
    kind: 'failed',
    error: "Africa's Talking: InvalidPhoneNumber (403)",
  });
  fake.script(ROUTE, sent(405, 'InsufficientBalance'));
  expect((await provider.send({ to: '254712345678', text: 'x' })).kind).toBe('failed');
});

test('queued (102) is accepted; a 401 with a text body is a failure, not a crash', async () => {
  fake.script(ROUTE, sent(102, 'Queued'));
  expect((await provider.send({ to: '254712345678', text: 'x' })).kind).toBe('sent');
  fake.script(ROUTE, { status: 401, body: 'The supplied authentication is invalid' });
  expect(await provider.send({ to: '254712345678', text: 'x' })).toEqual({
    kind: 'failed',
    error: "Africa's Talking answered 401: The supplied authentication is invalid",
  });
});

test('5xx and hangs are retried a bounded number of times', async () => {
  const before = fake.requestsTo(ROUTE).length;
  fake.script(ROUTE, { status: 500, body: 'oops' }, { status: 503, body: 'busy' });
  expect((await provider.send({ to: '254712345678', text: 'x' })).kind).toBe('sent');
  expect(fake.requestsTo(ROUTE).length - before).toBe(3);
  fake.script(ROUTE, { status: 500 }, { status: 200, delayMs: 2000 }, { status: 502 });
  expect(await provider.send({ to: '254712345678', text: 'x' })).toEqual({
    kind: 'failed',
    error: "Africa's Talking did not answer",
  });
});
