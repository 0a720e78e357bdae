import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm, MIN_PASSWORD_LENGTH } from '@soko/shared';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordStrength } from '@/components/ui/password-strength';
import { useChangePassword } from '../api/change-password';
import { applyServerFieldErrors } from '../utils/server-field-errors';
import { toastSuccess, toast } from '@/lib/toasts';
import { useFieldText } from '@/lib/field-texts';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard() {
  const { t } = useLingui();
  const fieldText = useFieldText();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset(emptyForm);
      toastSuccess(t`Password changed`, {
        description: t`Use your new password the next time you log in.`,
      });
    } catch (error) {
      const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
      if (!applyServerFieldErrors(error, fields, form.setError)) {
        toast.error(t`Update failed`, {
          description: t`There was an error changing your password.`,
        });
      }
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Change Password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Use at least {MIN_PASSWORD_LENGTH} characters, and a password you use nowhere else.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t`Current password`} error={fieldText(errors.currentPassword?.message)}>
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField label={t`New password`} error={fieldText(errors.newPassword?.message)}>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <PasswordStrength password={newPassword} />
          <FormField
            label={t`Confirm new password`}
            error={fieldText(errors.confirmPassword?.message)}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Trans>Change password</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
