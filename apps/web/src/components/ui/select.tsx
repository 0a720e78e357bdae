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
      <select id={id} className={cn('ui-select', className)} {...props} />
    </div>
  );
}
