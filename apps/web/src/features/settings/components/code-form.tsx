import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '../utils/server-field-errors';
import { errorText } from '@/lib/use-error-text';

const ENTER_CODE = msg`Enter the 6-digit code`;

/** The form's schema, its messages in the language on screen (it is built per render). */
function codeSchema(i18n: I18n, acceptRecoveryCode: boolean, askPassword: boolean) {
  // Authenticator apps show the code as "123 456"; spaces are dropped before checking.
  const totpCode = z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, i18n._(ENTER_CODE)));
  // Turning it off also accepts a recovery code (xxxx-xxxx) for someone who lost their phone.
  const totpOrRecoveryCode = z
    .string()
    .trim()
    .transform((value) => (/^[\d\s]+$/.test(value) ? value.replace(/\s+/g, '') : value))
    .pipe(
      z
        .string()
        .min(6, i18n._(ENTER_CODE))
        .max(20, i18n._(msg`Code is too long`)),
    );
  // Turning two-factor off asks for the password too: a borrowed session alone cannot do it.
  const requiredPassword = z.string().min(1, i18n._(msg`Current password is required`));
  return z.object({
    code: acceptRecoveryCode ? totpOrRecoveryCode : totpCode,
    currentPassword: askPassword ? requiredPassword : z.string(),
  });
}

interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** What went wrong, for the toast when the server's answer is not about the code. */
  failureTitle: string;
  acceptRecoveryCode?: boolean;
  destructive?: boolean;
  askPassword?: boolean;
  onSubmit: (code: string, currentPassword: string) => Promise<unknown>;
  onCancel: () => void;
}

/** One code field with its submit and cancel buttons, for turning two-factor on and off. */
export function CodeForm({
  label,
  submitLabel,
  failureTitle,
  acceptRecoveryCode = false,
  destructive = false,
  askPassword = false,
  onSubmit,
  onCancel,
}: CodeFormProps) {
  const { t, i18n } = useLingui();
  const schema = codeSchema(i18n, acceptRecoveryCode, askPassword);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '', currentPassword: '' },
  });

  const submit = form.handleSubmit(async ({ code, currentPassword }) => {
    try {
      await onSubmit(code, currentPassword);
    } catch (error) {
      if (applyServerFieldErrors(error, ['code', 'currentPassword'], form.setError)) return;
      toast.error(failureTitle, {
        description:
          error instanceof ApiError && error.status < 500
            ? errorText(error)
            : t`Something went wrong. Please try again.`,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {askPassword ? (
        <FormField
          label={t`Current password`}
          error={form.formState.errors.currentPassword?.message}
        >
          <Input
            type="password"
            autoComplete="current-password"
            className="max-w-80"
            {...form.register('currentPassword')}
          />
        </FormField>
      ) : null}
      <FormField
        label={label}
        error={form.formState.errors.code?.message}
        hint={
          acceptRecoveryCode ? t`Lost your phone? Enter one of your recovery codes.` : undefined
        }
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
          <Trans>Cancel</Trans>
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
