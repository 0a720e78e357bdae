import { describe, expect, it, vi } from 'vitest';

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

describe('zod-without-eval', () => {
  it('puts Zod in jitless mode, so building and parsing a schema never probes for eval', async () => {
    // Another test file in this worker may have loaded Zod already (Node keeps it loaded): the
    // setting must reach the object that Zod holds, whichever ran first.
    const loadedEarlier = (globalThis as ZodGlobal).__zod_globalConfig;
    if (loadedEarlier) loadedEarlier.jitless = false;
    vi.resetModules();
    await import('./zod-without-eval');
    const evalSpy = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ amount: z.string(), note: z.string().optional() });
    expect(schema.parse({ amount: '10.00' })).toEqual({ amount: '10.00' });
    expect(evalSpy).not.toHaveBeenCalled();
  });
});
