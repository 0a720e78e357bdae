/**
 * A form's checks downloaded after the page (issue 16): once here they answer as zodResolver
 * does, the download happens once, and a download that keeps failing lets the values through to
 * the server instead of leaving the submit hanging.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest } from '@soko/shared';
import type { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { deferredResolver } from './deferred-resolver';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<z.input<typeof LoginRequest>>;

describe('deferredResolver', () => {
  test('answers what the downloaded resolver answers, downloading it once', async () => {
    const load = vi.fn(async () => zodResolver(LoginRequest));
    const resolver = deferredResolver(load);
    resolver.preload();
    const refused = await resolver(
      { email: 'not an email', password: '', remember: false },
      undefined,
      options,
    );
    expect(Object.keys(refused.errors).sort()).toEqual(['email', 'password']);
    const accepted = await resolver(
      { email: '  amina@soko.local ', password: 'SokoTrader#2026', remember: true },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({
      email: 'amina@soko.local',
      password: 'SokoTrader#2026',
      remember: true,
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a download that keeps failing sends the values on as typed, and the next try loads', async () => {
    vi.useFakeTimers();
    try {
      let fail = true;
      const load = vi.fn(async () => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return zodResolver(LoginRequest);
      });
      const resolver = deferredResolver(load);
      const values = { email: 'not an email', password: '', remember: false };
      const answer = resolver(values, undefined, options);
      await vi.runAllTimersAsync();
      expect(await answer).toEqual({ values, errors: {} });
      expect(load).toHaveBeenCalledTimes(3);

      fail = false;
      const checked = await resolver(values, undefined, options);
      expect(Object.keys(checked.errors).sort()).toEqual(['email', 'password']);
    } finally {
      vi.useRealTimers();
    }
  });
});
