import type { ComponentProps } from 'react';
import { Input } from './input';

/** An email field that phones treat as one: email keyboard, no capitals, no autocorrect. */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
