import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it("puts Zod in jitless mode before Zod's own code runs, so no schema probes for eval", async () => {
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
