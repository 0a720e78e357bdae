import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cn('ui-textarea', className)} {...props} />;
}
