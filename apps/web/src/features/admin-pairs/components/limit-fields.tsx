import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { usePairText } from './pair-texts';

interface LimitValues {
  minOrderSize: string;
  maxOrderSize: string;
}

/** Minimum and maximum order size, side by side from a tablet up. */
export function LimitFields<T extends LimitValues>({
  register,
  errors,
  base,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<LimitValues>;
  base: string;
}) {
  const { t } = useLingui();
  const pairText = usePairText();
  const reg = register as unknown as UseFormRegister<LimitValues>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={base ? t`Minimum order (${base})` : t`Minimum order`}
        error={pairText(errors.minOrderSize?.message)}
      >
        <Input inputMode="decimal" autoComplete="off" {...reg('minOrderSize')} />
      </FormField>
      <FormField
        label={base ? t`Maximum order (${base})` : t`Maximum order`}
        error={pairText(errors.maxOrderSize?.message)}
      >
        <Input inputMode="decimal" autoComplete="off" {...reg('maxOrderSize')} />
      </FormField>
    </div>
  );
}
