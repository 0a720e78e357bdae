import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

/**
 * A checkbox with its label on one row that is itself the (44 px tall) touch target, and its
 * error announced under it.
 */
export function CheckboxField({
  checked,
  onCheckedChange,
  onBlur,
  label,
  error,
  name,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  label: ReactNode;
  error?: string | undefined;
  name?: string;
}) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-700"
      >
        <Checkbox
          id={id}
          name={name}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
