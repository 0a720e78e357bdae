import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn('ui-input', className)} {...props} />;
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
