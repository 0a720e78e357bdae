import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { dismissErrorToasts, loadToasts, toast, toastSuccess } from './toasts';

/** What sonner holds on screen, oldest first, as `type:title` (a plain toast has no type). */
async function shown(): Promise<string[]> {
  const sonner = await loadToasts();
  return sonner.toast
    .getToasts()
    .map((item) =>
      'type' in item && typeof item.title === 'string'
        ? `${String(item.type)}:${item.title}`
        : 'other',
    );
}

// sonner times a dismissal with the browser's frame callback, which node has not.
beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  toast.dismiss();
});

// The first test runs before sonner has been downloaded: what it asks for waits, then shows.
describe('before sonner has arrived', () => {
  test('toasts wait in order, keep their ids, and a dismissal or a success takes effect', async () => {
    const failed = toast.error('Withdrawal failed');
    toast.info('Prices updated');
    const dropped = toast.warning('Session ending');
    toast.dismiss(dropped);
    const chosen = toast('Update available', { id: 'soko-update-available' });
    expect(chosen).toBe('soko-update-available');
    expect(typeof failed).toBe('string');
    toastSuccess('Withdrawal requested');
    expect(await shown()).toEqual([
      'info:Prices updated',
      'undefined:Update available',
      'success:Withdrawal requested',
    ]);
  });
});

describe('toastSuccess', () => {
  test('a success closes the stale error toasts and keeps other messages', async () => {
    await loadToasts();
    toast.error('Withdrawal failed');
    toast.error('Network error');
    toast.info('Prices updated');
    toastSuccess('Withdrawal requested');
    expect(await shown()).toEqual(['info:Prices updated', 'success:Withdrawal requested']);
  });

  test('with no error on screen it only shows the success', async () => {
    toastSuccess('Deposit submitted', { description: 'KES 100.00' });
    expect(await shown()).toEqual(['success:Deposit submitted']);
  });

  test('dismissErrorToasts leaves the others', async () => {
    toast.error('Network error');
    toast.success('Saved');
    dismissErrorToasts();
    expect(await shown()).toEqual(['success:Saved']);
  });
});
