/**
 * Registration's check when zod could not be downloaded: the two rules the server never sees
 * (the confirmation and the terms box) still stop the form, with the texts RegisterForm gives.
 */
import { RegisterForm } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { registrationChecksWithoutZod } from './registration-fallback';

const filled = {
  username: 'wanjiru',
  email: 'wanjiru@example.com',
  password: 'Nairobi#2026',
  confirmPassword: 'Nairobi#2026',
  acceptTerms: true,
};

/** RegisterForm's own message for a field of these values, to compare with the fallback's. */
function schemaMessage(values: typeof filled, field: 'confirmPassword' | 'acceptTerms') {
  const parsed = RegisterForm.safeParse(values);
  return parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('registrationChecksWithoutZod', () => {
  test.each([
    ['a confirmation that differs', { confirmPassword: 'Nairobi#2025' }, 'confirmPassword'],
    ['an empty confirmation', { confirmPassword: '' }, 'confirmPassword'],
    ['the terms box left empty', { acceptTerms: false }, 'acceptTerms'],
  ] as const)('%s is refused with the schema’s text', (_case, change, field) => {
    const values = { ...filled, ...change };
    const result = registrationChecksWithoutZod(values);
    expect(Object.keys(result.errors)).toEqual([field]);
    expect(result.errors[field]?.message).toBe(schemaMessage(values, field));
    expect(result.errors[field]?.message).toBeTruthy();
  });

  test('a form the server can judge goes on as typed', () => {
    expect(registrationChecksWithoutZod(filled)).toEqual({ values: filled, errors: {} });
  });
});
