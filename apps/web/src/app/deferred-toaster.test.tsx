// @vitest-environment happy-dom
/**
 * The Toaster arrives after the page (lib/toasts.ts, issue 16): rendered into a DOM (happy-dom), a
 * toast asked for while sonner may not be here yet still reaches the screen, whole.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { toast } from '@/lib/toasts';
import { DeferredToaster } from './deferred-toaster';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  toast.dismiss();
});

async function until(seen: () => boolean) {
  for (let turn = 0; turn < 200 && !seen(); turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

test('a toast asked for at once is shown once sonner is here, with its description', async () => {
  act(() => root.render(<DeferredToaster />));
  toast.success('Withdrawal requested', { description: 'KES 1,500.00 to 0712 345 678' });
  await until(() => container.textContent?.includes('Withdrawal requested') ?? false);
  expect(container.textContent).toContain('Withdrawal requested');
  expect(container.textContent).toContain('KES 1,500.00 to 0712 345 678');
});
