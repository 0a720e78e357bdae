import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A single-thumb Radix slider: arrow keys step, Page Up/Down jump, Home/End go to the ends. The
 * thumb is 24 px inside a 44 px tall track area so a thumb on a phone can grab it.
 */
export function Slider({
  className,
  thumbLabel,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel?: string }) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        className="block h-6 w-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:ring-4 focus-visible:ring-brand-600/30 focus-visible:outline-none"
      />
    </SliderPrimitive.Root>
  );
}
