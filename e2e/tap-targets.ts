import type { Page } from '@playwright/test';

/** The smallest target a thumb hits reliably (WCAG 2.5.5, Apple's and Android's guidelines). */
export const MIN_TAP_PX = 44;

export interface SmallTarget {
  /** "button "Next"" or "link "Terms"": what it is and its accessible text. */
  what: string;
  heightPx: number;
}

/**
 * Every visible button, link, tab and switch on the page shorter than MIN_TAP_PX. A link inside
 * running text is left out (WCAG's inline exception: the line's height is the text's, and
 * padding it would tear the paragraph apart); so is anything not rendered or shown (a closed
 * drawer, an sr-only skip link).
 */
export async function smallTapTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((minPx) => {
    const selector = 'button, a[href], [role="tab"], [role="switch"], [role="button"]';
    const found: { what: string; heightPx: number }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // sr-only elements (the skip link until focused) are clipped away: nothing to tap.
      if (style.clipPath === 'inset(50%)' || box.width <= 1 || box.height <= 1) continue;
      const inText =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      if (inText) continue;
      // A checkbox's target is its row: the <label for> beside it takes the tap too.
      const label = element.id
        ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(element.id)}"]`)
        : null;
      const height = Math.max(box.height, label?.getBoundingClientRect().height ?? 0);
      if (height + 0.5 >= minPx) continue;
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      found.push({ what: `${role} "${name}"`, heightPx: Math.round(height * 10) / 10 });
    }
    return found;
  }, MIN_TAP_PX);
}

/** The offenders as lines for a failure message: `link "Terms" 20px`. */
export function describeTargets(targets: SmallTarget[]): string {
  return targets.map((target) => `${target.what} ${target.heightPx}px`).join('\n');
}
