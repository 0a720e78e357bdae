import type { ComponentProps, ReactNode } from 'react';

/**
 * A show/hide section (the WAI-ARIA disclosure pattern): a button with aria-expanded and
 * aria-controls, and the region it opens. The caller keeps `open` in its own state.
 *
 * Radix's Collapsible did the same but measured its content on every mount (getComputedStyle for
 * its presence check and getBoundingClientRect for an open/close animation we do not use): each
 * wallet card and each sidebar group forced a style and layout pass inside React's commit, about
 * 250 ms of blocking at a phone's 4x slower CPU on the dashboard (issue 16). This renders nothing
 * that needs measuring.
 */
export function DisclosureTrigger({
  open,
  onOpenChange,
  controls,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the DisclosureContent this button shows and hides. */
  controls: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      data-state={open ? 'open' : 'closed'}
      onClick={() => onOpenChange(!open)}
      {...props}
    />
  );
}

/** The region: present (and hidden) while closed, so aria-controls always names an element. */
export function DisclosureContent({
  open,
  id,
  className,
  children,
}: {
  open: boolean;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} hidden={!open} className={className}>
      {open ? children : null}
    </div>
  );
}
