import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { toastSuccess } from './toasts';

const shown = () =>
  toast
    .getToasts()
    .map((item) =>
      'type' in item && typeof item.title === 'string'
        ? `${String(item.type)}:${item.title}`
        : 'other',
    );

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

describe('toastSuccess', () => {
  test('a success closes the stale error toasts and keeps other messages', () => {
    toast.error('Withdrawal failed');
    toast.error('Network error');
    toast.info('Prices updated');
    toastSuccess('Withdrawal requested');
    expect(shown()).toEqual(['info:Prices updated', 'success:Withdrawal requested']);
  });

  test('with no error on screen it only shows the success', () => {
    toastSuccess('Deposit submitted', { description: 'KES 100.00' });
    expect(shown()).toEqual(['success:Deposit submitted']);
  });
});
