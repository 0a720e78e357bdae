import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from './use-hydrated';

/**
 * A form's fields, disabled until the page's code has taken over. The build pre-renders /login
 * and /register as HTML; a form submitted before hydration would be sent by the browser itself,
 * as a GET that puts the email and password in the address (and so in history and server logs).
 * Disabled fields cannot be typed in or sent, so that cannot happen.
 */
export function HydratedFieldset({ className, children, ...props }: ComponentProps<'fieldset'>) {
  const hydrated = useHydrated();
  return (
    <fieldset
      {...props}
      disabled={!hydrated || props.disabled}
      data-testid="hydrated-fieldset"
      data-hydrated={hydrated ? '' : undefined}
      className={cn('min-w-0', className)}
    >
      {children}
    </fieldset>
  );
}
