import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A styled radix checkbox (a button with role="checkbox", so it works with the keyboard and
 * screen readers). Pair it with a <label htmlFor> beside it. On a phone the button is 44 px
 * square, a thumb's target, with a negative margin so it takes the 20 px box's place in the
 * layout; the box itself is drawn by a pseudo-element, the same size everywhere.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer relative inline-flex h-5 w-5 shrink-0 items-center justify-center rounded max-md:-m-3 max-md:h-11 max-md:w-11',
        'before:absolute before:top-1/2 before:left-1/2 before:h-5 before:w-5 before:-translate-1/2 before:rounded before:border before:border-slate-400 before:bg-white',
        'data-[state=checked]:text-white data-[state=checked]:before:border-brand-700 data-[state=checked]:before:bg-brand-700',
        'aria-[invalid=true]:before:border-red-500 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="relative">
        <Check aria-hidden className="h-3.5 w-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
