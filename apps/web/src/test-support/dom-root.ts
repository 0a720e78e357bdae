import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * For tests in a DOM (happy-dom): each test gets a React root in a fresh element of the document,
 * unmounted and removed after it. React's act() then applies every update before the test reads.
 */
export function domRootPerTest(): { root: () => Root; container: () => HTMLElement } {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  const must = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('domRootPerTest: used outside a test');
    return value;
  };
  return { root: () => must(root), container: () => must(container) };
}
