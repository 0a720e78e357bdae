import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MessageDescriptor, Messages } from '@lingui/core';
import { ERROR_MESSAGES, type ErrorMessageKey } from '@soko/shared';
import PO from 'pofile';
import { afterAll, describe, expect, test } from 'vitest';
import { ApiError, networkError } from './api-client';
import { ERROR_TEXTS, PARAM_WORDS } from './error-texts';
import { activateLoaded } from './i18n/i18n';
import { errorText, fieldErrorTexts } from './use-error-text';

/**
 * A server refusal is said by its key and parameters in the language on screen (issue 17): the
 * Kiswahili catalogue's sentence with the server's figures in it, the English one word for word
 * what the server sends, and the server's own message for a key this build does not know.
 */
const swahili = PO.parse(
  readFileSync(path.resolve(import.meta.dirname, '../locales/sw/public.po'), 'utf8'),
);

/** Lingui's compiled form of a text whose only ICU is plain {placeholders}. */
function compiled(text: string) {
  return text.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? [part] : part));
}

function translation(descriptor: MessageDescriptor, context?: string) {
  const item = swahili.items.find(
    (entry) => entry.msgid === descriptor.message && (entry.msgctxt ?? undefined) === context,
  );
  if (!item) throw new Error(`no Kiswahili for ${String(descriptor.message)}`);
  return item.msgstr.join('');
}

function kiswahili(): Messages {
  const messages: Messages = {};
  for (const descriptor of Object.values(ERROR_TEXTS)) {
    messages[descriptor.id] = compiled(translation(descriptor)) as Messages[string];
  }
  const cancelled = PARAM_WORDS.orderAlreadyDone?.status?.cancelled;
  if (cancelled) messages[cancelled.id] = translation(cancelled, 'an order');
  return messages;
}

const refusal = (key: string, params: Record<string, string | number>, message: string) =>
  new ApiError(422, 'ORDER_TOO_SMALL', message, {}, undefined, { key, params });

afterAll(() => activateLoaded('en', {}));

describe('error texts', () => {
  test('every key says the English of the server word for word', () => {
    for (const key of Object.keys(ERROR_MESSAGES) as ErrorMessageKey[]) {
      expect(ERROR_TEXTS[key].message, key).toBe(ERROR_MESSAGES[key]);
    }
  });

  test('in English, a keyed refusal reads as the server wrote it', () => {
    activateLoaded('en', {});
    const error = refusal(
      'orderTooSmall',
      { minimum: '20', base: 'HRC' },
      'Minimum order size is 20 HRC',
    );
    expect(errorText(error)).toBe('Minimum order size is 20 HRC');
  });

  test('in Kiswahili, a keyed refusal is the Kiswahili sentence with the figures in it', () => {
    activateLoaded('sw', kiswahili());
    const tooSmall = refusal(
      'orderTooSmall',
      { minimum: '0.5', base: 'HRC' },
      'Minimum order size is 0.5 HRC',
    );
    expect(errorText(tooSmall)).toBe('Ukubwa wa chini wa oda ni 0.5 HRC');
    const insufficient = refusal(
      'insufficientForOrder',
      { need: 'KES 1,000.00', have: 'KES 10.00' },
      'Insufficient balance. You need KES 1,000.00 but have KES 10.00 available.',
    );
    expect(errorText(insufficient)).toBe(
      'Salio halitoshi. Unahitaji KES 1,000.00 lakini salio lililopo ni KES 10.00.',
    );
    const done = refusal(
      'orderAlreadyDone',
      { status: 'cancelled' },
      'This order is already cancelled.',
    );
    expect(errorText(done)).toBe('Oda hii tayari imeghairiwa.');
  });

  test('a field problem with a key is said in Kiswahili; one without keeps its words', () => {
    activateLoaded('sw', kiswahili());
    const error = new ApiError(
      400,
      'VALIDATION_ERROR',
      'Invalid phone number format',
      { phone: 'Invalid phone number format', note: 'Too long' },
      undefined,
      { key: 'invalidPhoneFormat', params: {} },
      { phone: { key: 'invalidPhoneFormat', params: {} } },
    );
    expect(fieldErrorTexts(error)).toEqual({
      phone: translation(ERROR_TEXTS.invalidPhoneFormat),
      note: 'Too long',
    });
  });

  test("a key this build does not know, or no key, falls back to the server's message", () => {
    activateLoaded('sw', kiswahili());
    expect(errorText(refusal('fromANewerServer', {}, 'Something new'))).toBe('Something new');
    expect(errorText(new ApiError(409, 'CONFLICT', 'Plain words'))).toBe('Plain words');
    expect(errorText(new Error('boom'), 'Please try again.')).toBe('Please try again.');
  });

  test('no answer at all is the client\'s own sentence, never the raw "Network error"', () => {
    activateLoaded('en', {});
    const lost = networkError();
    expect(errorText(lost)).toBe(
      'The connection dropped before Soko answered. Check your connection and try again.',
    );
    lost.offline = true;
    expect(errorText(lost)).toBe('You are offline, so nothing was sent. Connect and try again.');
  });
});
