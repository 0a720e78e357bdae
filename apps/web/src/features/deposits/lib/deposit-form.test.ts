import { MAX_UPLOAD_BYTES } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import {
  DepositForm,
  MIN_AMOUNT_TEXT,
  MISSING_TEXT,
  formatClock,
  formatFileSize,
  proofFileProblem,
} from './deposit-form';

const image = (type: string, size = 1000, name = 'proof.png') =>
  new File([new Uint8Array(size)], name, { type });

describe('proofFileProblem', () => {
  test.each(['image/png', 'image/jpeg', 'image/webp'])('%s is accepted', (type) => {
    expect(proofFileProblem(image(type))).toBeUndefined();
  });

  test.each(['image/gif', 'application/pdf', 'image/svg+xml'])('%s is refused', (type) => {
    expect(proofFileProblem(image(type))).toBe('The proof must be a PNG, JPEG or WebP image.');
  });

  test('a file with no type is judged by its name (some Android pickers give none)', () => {
    expect(proofFileProblem({ type: '', size: 10, name: 'IMG_2041.JPG' })).toBeUndefined();
    expect(proofFileProblem({ type: '', size: 10, name: 'statement.pdf' })).toMatch(/PNG, JPEG/);
  });

  test('5 MB is the limit, checked before any upload', () => {
    const at = { type: 'image/png', size: MAX_UPLOAD_BYTES, name: 'a.png' };
    expect(proofFileProblem(at)).toBeUndefined();
    expect(proofFileProblem({ ...at, size: MAX_UPLOAD_BYTES + 1 })).toMatch(/larger than 5 MB/);
  });
});

describe('DepositForm', () => {
  const valid = { currency: 'HRC', amount: '0.5', txHash: '', proof: image('image/png') };

  test('a complete form passes, and an empty hash is dropped', () => {
    const parsed = DepositForm.parse(valid);
    expect(parsed.amount).toBe('0.5');
    expect(parsed.txHash).toBeUndefined();
  });

  test('a missing amount or proof gives the spec text', () => {
    const noAmount = DepositForm.safeParse({ ...valid, amount: '' });
    const noProof = DepositForm.safeParse({ ...valid, proof: null });
    expect(noAmount.error?.issues[0]?.message).toBe(MISSING_TEXT);
    expect(noProof.error?.issues[0]?.message).toBe(MISSING_TEXT);
  });

  test.each(['0', '0.00000000'])('%s is below the minimum', (amount) => {
    expect(DepositForm.safeParse({ ...valid, amount }).error?.issues[0]?.message).toBe(
      MIN_AMOUNT_TEXT,
    );
  });

  test('the minimum itself, 0.00000001, is allowed; a ninth decimal is not', () => {
    expect(DepositForm.safeParse({ ...valid, amount: '0.00000001' }).success).toBe(true);
    expect(DepositForm.safeParse({ ...valid, amount: '0.000000001' }).success).toBe(false);
  });
});

describe('formatClock', () => {
  test.each([
    ['07:00', '7:00 AM'],
    ['22:00', '10:00 PM'],
    ['12:30', '12:30 PM'],
    ['00:00', '12:00 AM'],
    ['24:00', '12:00 AM'],
  ])('%s is %s', (input, shown) => {
    expect(formatClock(input)).toBe(shown);
  });
});

test('file sizes read as KB or MB', () => {
  expect(formatFileSize(350 * 1024)).toBe('350 KB');
  expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  expect(formatFileSize(10)).toBe('1 KB');
});
