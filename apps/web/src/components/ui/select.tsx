import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled native select. On Android the phone's own picker is the fastest and most accessible
 * choice list, and it costs no JavaScript.
 */
export function Select({
  label,
  className,
  wrapperClassName,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; wrapperClassName?: string }) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1', wrapperClassName)}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        className={cn(
          'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 md:text-sm',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
          className,
        )}
        {...props}
      />
    </div>
  );
}
