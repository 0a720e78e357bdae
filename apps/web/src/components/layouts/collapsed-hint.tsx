import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

type HintRenderer = (hint: { label: string; children: ReactElement }) => ReactNode;

const HintContext = createContext<HintRenderer | null>(null);

/**
 * Supplies the label shown beside an icon-only entry of a folded sidebar (admin-layout.tsx, with
 * Radix's tooltip). Only the admin's sidebar folds: the tooltip code (Floating UI) then comes with
 * the admin area, and the customer frame, whose sidebar never folds, no longer downloads it with
 * every page (issue 16).
 */
export const CollapsedHintProvider = HintContext.Provider;

/** `children` with its label as a hover and focus hint, where the shell supplies one. */
export function CollapsedHint({ label, children }: { label: string; children: ReactElement }) {
  const render = useContext(HintContext);
  return render ? render({ label, children }) : children;
}
