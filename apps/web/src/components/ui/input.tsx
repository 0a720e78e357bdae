import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400',
        'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20',
        'disabled:bg-slate-100 aria-[invalid=true]:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

/** A wallet address or transaction hash: taken exactly as typed, shown in a monospace face. */
export function AddressInput({ className, ...props }: Parameters<typeof Input>[0]) {
  return (
    <Input
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      className={cn('font-mono md:text-sm', className)}
      {...props}
    />
  );
}
