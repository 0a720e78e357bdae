// @vitest-environment happy-dom
/**
 * The first render waits for one message catalogue: the one of the page the address shows (issue
 * 16). A page of the customer area that started with the public catalogue as well downloaded 11 KB
 * more before it could draw; a page started with a catalogue that lacks its texts would show
 * message ids instead of words.
 */
import { expect, test } from 'vitest';
import { startingCatalogue } from './router';

test.each([
  ['/', 'public'],
  ['/login', 'public'],
  ['/register', 'public'],
  ['/market', 'public'],
  ['/terms', 'legal'],
  ['/contact', 'legal'],
  ['/market/orders', 'app'],
  ['/trade/BTC-KES', 'app'],
  ['/dashboard', 'app'],
  ['/dashboard/wallet', 'app'],
  ['/dashboard/trade', 'app'],
  ['/dashboard/wallet/deposit', 'app'],
  ['/admin', 'admin'],
  ['/admin/users', 'admin'],
  ['/admin/market', 'admin'],
  ['/no-such-page', 'public'],
  ['/dashboard/no-such-page', 'public'],
])('%s starts with the %s catalogue', (pathname, catalogue) => {
  expect(startingCatalogue(pathname)).toBe(catalogue);
});
