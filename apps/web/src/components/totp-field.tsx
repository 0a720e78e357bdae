import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The 6-digit code a withdrawal needs when two-factor is on, asked at the confirm step. */
export function TotpField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <FormField
      label={t`Authenticator code`}
      error={error}
      hint={t`Two-factor is on: enter the current 6-digit code to confirm.`}
    >
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="123456"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
