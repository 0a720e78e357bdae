import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not texts */
const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50',
  secondary:
    'bg-white text-slate-900 border border-slate-300 hover:bg-slate-50 disabled:bg-slate-50 disabled:text-slate-400 disabled:border-slate-200',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 disabled:hover:bg-transparent',
  destructive: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0 h-auto max-md:min-h-11',
} as const;

/**
 * Below md (a phone, a finger) nothing is shorter than 44 px, the smallest target a thumb hits
 * reliably (WCAG 2.5.5, Apple's and Android's guidelines); on a desktop with a mouse `sm` stays
 * compact for dense tables.
 */
const sizes = {
  sm: 'h-9 px-3 text-sm max-md:min-h-11',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-11 w-11',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (a Link, say) with the button's look. */
  asChild?: boolean;
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    >
      {/* Slot needs exactly one element child, so asChild gets the child alone, never a spinner. */}
      {asChild ? (
        children
      ) : (
        <>
          {loading ? (
            <span
              aria-hidden
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          ) : null}
          {children}
        </>
      )}
    </Component>
  );
}
