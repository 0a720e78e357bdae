// @vitest-environment happy-dom
/**
 * The dropdown menus' code arrives after the page (issue 16). Rendered into a DOM (happy-dom) with
 * that download held back: the button is there at once, a press made before the code arrives
 * opens the menu when it does, and the keyboard's focus stays on the button when it is replaced.
 */
import { act } from 'react';
import { expect, test } from 'vitest';
import { deferredModule } from '@/lib/deferred-module';
import { domRootPerTest } from '@/test-support/dom-root';
import { DeferredDropdown, type MenuParts } from './deferred-dropdown';

const dom = domRootPerTest();

/** A download of the menu's parts that completes only when the test says so. */
function heldBackParts() {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let downloads = 0;
  const source = deferredModule<MenuParts>(async () => {
    downloads += 1;
    await arrived;
    return import('./dropdown-menu');
  });
  return { source, release, downloads: () => downloads };
}

/**
 * Lets React and the held-back download run: 100 ms, or until `done` holds (up to 4 s, within
 * the test's time limit): the first import of the menu's code can take over 100 ms on a busy
 * machine.
 */
async function settle(done: () => boolean = () => false) {
  for (let turn = 0; turn < 800 && (turn < 20 || !done()); turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

function renderMenu(source: ReturnType<typeof heldBackParts>['source']) {
  act(() =>
    dom.root().render(
      <DeferredDropdown source={source} trigger={<button type="button">Deposit</button>}>
        {(menu) => (
          <menu.DropdownMenuContent>
            <menu.DropdownMenuItem>KES · Kenyan Shilling</menu.DropdownMenuItem>
            <menu.DropdownMenuItem>USDT · Tether</menu.DropdownMenuItem>
          </menu.DropdownMenuContent>
        )}
      </DeferredDropdown>,
    ),
  );
}

const button = () => dom.container().querySelector('button');
const menuItems = () =>
  [...document.body.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);

/** The menu's code has arrived: the plain button was replaced by the menu's own trigger. */
const arrived = (plain: Element | null | undefined) => () => button() !== plain;

test('a press before the menu code arrives opens the menu once it has', async () => {
  const parts = heldBackParts();
  renderMenu(parts.source);
  expect(button()?.textContent).toBe('Deposit');
  expect(button()?.getAttribute('aria-haspopup')).toBe('menu');
  expect(button()?.getAttribute('aria-expanded')).toBe('false');

  act(() => button()?.click());
  await settle();
  expect(parts.downloads()).toBe(1);
  expect(menuItems()).toEqual([]);

  parts.release();
  await settle(() => menuItems().length > 0);
  expect(menuItems()).toEqual(['KES · Kenyan Shilling', 'USDT · Tether']);
  expect(button()?.getAttribute('aria-expanded')).toBe('true');
});

test('the button that had the focus keeps it when the menu code arrives, and nothing opens', async () => {
  const parts = heldBackParts();
  renderMenu(parts.source);
  const plain = button();
  act(() => plain?.focus());
  expect(document.activeElement).toBe(plain);

  void parts.source.load();
  parts.release();
  await settle(arrived(plain));
  const replaced = button();
  expect(replaced).not.toBe(plain);
  expect(replaced?.textContent).toBe('Deposit');
  expect(document.activeElement).toBe(replaced);
  expect(menuItems()).toEqual([]);
  expect(replaced?.getAttribute('aria-expanded')).toBe('false');
});
