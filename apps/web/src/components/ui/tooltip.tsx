import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import './dialog.css';

/**
 * Hover and focus hints on Radix. Put one TooltipProvider high up: it sets the delay, and moving
 * between triggers inside it skips the delay, so scanning a row of icons feels quick.
 */
export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-soko-animated=""
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md',
          'data-[state=delayed-open]:animate-[soko-fade-in_120ms_ease-out] data-[state=closed]:animate-[soko-fade-out_80ms_ease-in]',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
