import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  wrapperClassName?: string;
  /**
   * Lets the chosen option's text wrap onto more lines instead of being cut, for options longer
   * than a phone's field. Chromium wraps it only without the native look, which takes the native
   * arrow away too, so the arrow is drawn here.
   */
  wrapText?: boolean;
}

/**
 * A labelled native select. On Android the phone's own picker is the fastest and most accessible
 * choice list, and it costs no JavaScript.
 */
export function Select({
  label,
  className,
  wrapperClassName,
  wrapText = false,
  ...props
}: SelectProps) {
  const id = useId();
  const select = (
    <select
      id={id}
      className={cn('ui-select', wrapText && 'ui-select-wrap', className)}
      {...props}
    />
  );
  return (
    <div className={cn('min-w-0 space-y-1', wrapperClassName)}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      {wrapText ? (
        <div className="relative">
          {select}
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-600"
          />
        </div>
      ) : (
        select
      )}
    </div>
  );
}
