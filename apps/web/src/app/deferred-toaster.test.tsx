// @vitest-environment happy-dom
/**
 * The Toaster arrives after the page (lib/toasts.ts, issue 16): rendered into a DOM (happy-dom), a
 * toast asked for while sonner may not be here yet still reaches the screen, whole.
 */
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, expect, test } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toasts';
import { domRootPerTest } from '@/test-support/dom-root';
import { DeferredToaster } from './deferred-toaster';

const dom = domRootPerTest();

afterEach(() => toast.dismiss());

async function until(seen: () => boolean) {
  for (let turn = 0; turn < 200 && !seen(); turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

test('a toast asked for at once is shown once sonner is here, with its description', async () => {
  // The source texts stand in for a catalogue: the provider draws nothing until one is active.
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  act(() =>
    dom.root().render(
      <I18nProvider i18n={i18n}>
        <DeferredToaster />
      </I18nProvider>,
    ),
  );
  toast.success('Withdrawal requested', { description: 'KES 1,500.00 to 0712 345 678' });
  await until(() => dom.container().textContent?.includes('Withdrawal requested') ?? false);
  expect(dom.container().textContent).toContain('Withdrawal requested');
  expect(dom.container().textContent).toContain('KES 1,500.00 to 0712 345 678');
  // Named through the app's catalogue, not sonner's English "Close toast".
  expect(dom.container().querySelector('[data-close-button]')?.getAttribute('aria-label')).toBe(
    'Close',
  );
});
