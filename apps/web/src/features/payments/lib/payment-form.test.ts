import { describe, expect, test } from 'vitest';
import {
  amountProblem,
  exceedsBalance,
  limitsHint,
  maxPayableShillings,
  parseWholeShillings,
  paymentFormSchema,
  phoneHint,
  phoneProblem,
  wholeShillingsOf,
} from './payment-form';

describe('parseWholeShillings', () => {
  test.each([
    ['1500', '1500'],
    [' 1,500 ', '1500'],
    ['1500.00', '1500'],
    ['1500.0', '1500'],
    ['007', '7'],
    ['0', undefined],
    ['0.00', undefined],
    ['1500.50', undefined],
    ['-5', undefined],
    ['1e3', undefined],
    ['', undefined],
    ['abc', undefined],
    ['1234567890123', undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseWholeShillings(input)).toBe(expected);
  });
});

describe('amountProblem', () => {
  test.each([
    ['1500.50', 'M-Pesa amounts are whole shillings (no cents)'],
    ['1,500.5', 'M-Pesa amounts are whole shillings (no cents)'],
    ['0.50', 'M-Pesa amounts are whole shillings (no cents)'],
    ['0.00', 'Please enter a valid amount'],
    ['', 'Please enter a valid amount'],
    ['abc', 'Please enter a valid amount'],
    ['1500.505', 'Please enter a valid amount'],
  ])('%j: %s', (input, expected) => {
    expect(amountProblem(input)).toBe(expected);
  });
});

describe('phone', () => {
  test.each([
    ['0712345670', undefined],
    ['+254 712 345 670', undefined],
    ['712345670', undefined],
    ['0112345678', undefined],
    ['07123456', 'Please enter a valid phone number'],
    ['   0712   ', 'Please enter a valid phone number'],
    ['07123456789', 'Invalid phone number format'],
    ['0812345678', 'Must be a valid Kenyan phone number'],
  ])('%j: %j', (input, expected) => {
    expect(phoneProblem(input)).toBe(expected);
  });

  test('the hint shows the normalised number once the number is valid', () => {
    expect(phoneHint('0712 345 670')).toBe('M-Pesa number: 0712 345 670');
    expect(phoneHint('0712')).toBe('Your Safaricom number, e.g. 0712 345 678');
  });
});

describe('balance', () => {
  test.each([
    ['1250', '1250.50', false],
    ['1251', '1250.50', true],
    ['1', '0.00', true],
    ['1', 'garbage', true],
  ])('%s against %s exceeds: %s', (amount, available, expected) => {
    expect(exceedsBalance(amount, available)).toBe(expected);
  });

  test.each([
    ['1250.50', '1250'],
    ['0.99', '0'],
    ['100000000.00', '100000000'],
    ['nope', '0'],
  ])('MAX of %s is %s whole shillings', (available, expected) => {
    expect(wholeShillingsOf(available)).toBe(expected);
  });
});

describe('paymentFormSchema', () => {
  test('a deposit sends whole shillings and the normalised phone, whatever the balance', () => {
    const schema = paymentFormSchema({ type: 'deposit', availableKes: '0.00' });
    expect(schema.parse({ amount: '2,000', phone: '0712 345 670' })).toEqual({
      amount: '2000',
      phone: '254712345670',
    });
  });

  test('a withdrawal may take the whole balance but not a shilling more', () => {
    const schema = paymentFormSchema({ type: 'withdrawal', availableKes: '1250.50' });
    expect(schema.safeParse({ amount: '1250', phone: '0712345670' }).success).toBe(true);
    const over = schema.safeParse({ amount: '1251', phone: '0712345670' });
    expect(over.error?.issues).toEqual([
      expect.objectContaining({
        path: ['amount'],
        message: 'Maximum withdrawal amount is 1,250.50 KES',
      }),
    ]);
  });

  test('both fields are reported at once, each with the spec text', () => {
    const schema = paymentFormSchema({ type: 'deposit' });
    const result = schema.safeParse({ amount: '', phone: '0712' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['amount', 'Please enter a valid amount'],
      ['phone', 'Please enter a valid phone number'],
    ]);
  });
});

describe('M-Pesa limits before the confirm step', () => {
  const limits = { minKes: 10, maxKes: 150_000 };

  test('the limits are shown with thousands separators', () => {
    expect(limitsHint(limits)).toBe('KES 10 to KES 150,000 per payment');
  });

  test('MAX is the whole balance, capped at the per-payment maximum', () => {
    expect(maxPayableShillings('1250.50', 150_000)).toBe('1250');
    expect(maxPayableShillings('150000.99', 150_000)).toBe('150000');
    expect(maxPayableShillings('320450.00', 150_000)).toBe('150000');
    expect(maxPayableShillings('0.50', 150_000)).toBe('0');
  });

  test.each([
    ['9', 'The smallest M-Pesa amount is 10 KES'],
    ['150001', 'The largest M-Pesa amount is 150,000 KES'],
  ])('%s is refused in the form: %s', (amount, message) => {
    const schema = paymentFormSchema({ type: 'withdrawal', availableKes: '900000.00', limits });
    const result = schema.safeParse({ amount, phone: '0712345670' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['amount'], message })]);
  });

  test('the limits come before the balance: 200,000 on a 1,000 balance names the limit', () => {
    const schema = paymentFormSchema({ type: 'withdrawal', availableKes: '1000.00', limits });
    const result = schema.safeParse({ amount: '200000', phone: '0712345670' });
    expect(result.error?.issues[0]?.message).toBe('The largest M-Pesa amount is 150,000 KES');
  });

  test('the edges themselves are allowed', () => {
    const schema = paymentFormSchema({ type: 'deposit', limits });
    expect(schema.safeParse({ amount: '10', phone: '0712345670' }).success).toBe(true);
    expect(schema.safeParse({ amount: '150,000', phone: '0712345670' }).success).toBe(true);
  });
});
