import { twMerge } from 'tailwind-merge';

const reported = new Set<string>();

/**
 * A development check, not shipped: reports an element's class list in which two Tailwind
 * utilities set the same thing (`px-2 px-4`), where the stylesheet's order, not the list's, would
 * decide. tailwind-merge knows Tailwind's class groups; where it would drop a class, the list has
 * such a pair. A shared component's own classes (`ui-*`, components/ui/ui.css) never conflict
 * with its caller's, being in a lower layer. Reported once per list; returns whether it conflicts.
 */
export function reportClassConflict(classList: string): boolean {
  const merged = twMerge(classList);
  if (merged === classList) return false;
  if (!reported.has(classList)) {
    reported.add(classList);
    // Read by the class check's crawl of every page (README, issue 16).
    const seen = ((globalThis as { __classConflicts?: Record<string, string> }).__classConflicts ??=
      {});
    seen[classList] = merged;
    console.error(
      `Conflicting Tailwind classes in "${classList}"; tailwind-merge keeps "${merged}"`,
    );
  }
  return true;
}
