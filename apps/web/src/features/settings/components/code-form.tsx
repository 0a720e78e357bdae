import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '../utils/server-field-errors';

// Authenticator apps show the code as "123 456"; spaces are dropped before checking.
const totpCode = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code')),
});
// Turning it off also accepts a recovery code (xxxx-xxxx) for someone who lost their phone.
const totpOrRecoveryCode = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => (/^[\d\s]+$/.test(value) ? value.replace(/\s+/g, '') : value))
    .pipe(z.string().min(6, 'Enter the 6-digit code').max(20, 'Code is too long')),
});

interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** What went wrong, for the toast when the server's answer is not about the code. */
  failureTitle: string;
  acceptRecoveryCode?: boolean;
  destructive?: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/** One code field with its submit and cancel buttons, for turning two-factor on and off. */
export function CodeForm({
  label,
  submitLabel,
  failureTitle,
  acceptRecoveryCode = false,
  destructive = false,
  onSubmit,
  onCancel,
}: CodeFormProps) {
  const form = useForm({
    resolver: zodResolver(acceptRecoveryCode ? totpOrRecoveryCode : totpCode),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      if (applyServerFieldErrors(error, ['code'], form.setError)) return;
      toast.error(failureTitle, {
        description:
          error instanceof ApiError && error.status < 500
            ? error.message
            : 'Something went wrong. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField
        label={label}
        error={form.formState.errors.code?.message}
        hint={acceptRecoveryCode ? 'Lost your phone? Enter one of your recovery codes.' : undefined}
      >
        <Input
          autoComplete="one-time-code"
          inputMode={acceptRecoveryCode ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={acceptRecoveryCode ? 20 : 7}
          placeholder="123456"
          className="max-w-56 font-mono text-lg tracking-[0.3em]"
          {...form.register('code')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'primary'}
          loading={form.formState.isSubmitting}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
