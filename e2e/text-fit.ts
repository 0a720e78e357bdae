import type { Page } from '@playwright/test';

/**
 * What does not fit on a page: Kiswahili words run longer than English ones, so a label that
 * fitted in English can push the page sideways or be cut off in Kiswahili (issue 17).
 */
export interface FitReport {
  /** The page's width beyond the viewport, in px: 0 when nothing pushes it sideways. */
  sidewaysPx: number;
  /** Text cut off by its own box, or spilling out of a button, tab or heading, one line each. */
  cut: string[];
}

/**
 * Measures the page as it is on screen. A box only "cuts" its text when it hides what overflows
 * (overflow hidden or clip) or when it is a control or heading whose text spills past its edges;
 * scrolling boxes (wide tables in their card) are left alone, since scrolling is their design, and
 * so is a `truncate` with a title or accessible name that still carries the whole text.
 */
export async function measureFit(page: Page): Promise<FitReport> {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const { scrollWidth, cut } = await page.evaluate(() => {
    const controls =
      'button, a[href], [role="tab"], [role="menuitem"], [role="button"], h1, h2, h3, h4, th, label';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const text = (element.innerText ?? '').replace(/\s+/g, ' ').trim();
      if (text === '') continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const style = getComputedStyle(element);
      // sr-only texts are clipped to a pixel on purpose: they are read, not seen.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.clipPath === 'inset(50%)') continue;
      if (style.display === 'inline' || style.display === 'contents') continue;
      const hides = ['hidden', 'clip'].includes(style.overflowX);
      const isControl = element.matches(controls);
      if (!hides && !isControl) continue;
      if (['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const namedInFull =
        style.textOverflow === 'ellipsis' &&
        (element.closest('[title]') !== null || element.hasAttribute('aria-label'));
      if (namedInFull) continue;
      const what = `${element.tagName.toLowerCase()}${isControl ? '' : ` (overflow ${style.overflowX})`}`;
      found.push(
        `${what} "${text.slice(0, 60)}": ${element.scrollWidth}px of text in ${element.clientWidth}px`,
      );
    }
    // A tab list scrolls sideways by design (six status tabs on a phone), but a short one that
    // needs to scroll hides a tab nobody knows is there: its scrollbar is hidden too.
    const SHORT_TAB_LIST = 4;
    for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      const tabs = list.querySelectorAll('[role="tab"]').length;
      if (tabs > SHORT_TAB_LIST || !list.checkVisibility()) continue;
      if (list.scrollWidth > list.clientWidth + 1) {
        const names = (list.innerText ?? '').replace(/\s+/g, ' | ').trim();
        found.push(`tab list "${names}": ${list.scrollWidth}px of tabs in ${list.clientWidth}px`);
      }
    }
    // A placeholder has no box of its own to measure: its width is the font's, against the
    // field's inner width.
    const context = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!context || input.value !== '' || !input.checkVisibility()) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const textPx = context.measureText(input.placeholder).width;
      const roomPx =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (textPx > roomPx + 1) {
        found.push(
          `placeholder "${input.placeholder}": ${Math.ceil(textPx)}px of text in ${Math.floor(roomPx)}px`,
        );
      }
    }
    // A select shows its chosen option the same way, beside the browser's own arrow.
    const ARROW_PX = 20;
    for (const select of document.querySelectorAll<HTMLSelectElement>('select')) {
      const chosen = select.selectedOptions[0]?.text ?? '';
      if (!context || chosen === '' || !select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const textPx = context.measureText(chosen).width;
      const arrowPx = style.appearance === 'none' ? 0 : ARROW_PX;
      const roomPx =
        select.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        arrowPx;
      if (textPx > roomPx + 1) {
        found.push(`select "${chosen}": ${Math.ceil(textPx)}px of text in ${Math.floor(roomPx)}px`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, cut: found };
  });
  return { sidewaysPx: Math.max(0, scrollWidth - viewportWidth), cut };
}
