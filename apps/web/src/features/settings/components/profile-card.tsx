import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileRequest, type SessionUser } from '@soko/shared';
import { MailWarning } from 'lucide-react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerFieldErrors, isUnauthenticated } from '../utils/server-field-errors';
import { toastSuccess, toast } from '@/lib/toasts';
import { errorText } from '@/lib/use-error-text';
import { useFieldText } from '@/lib/field-texts';

const NOT_SIGNED_IN = msg`You must be logged in to update your profile`;
const PROFILE_FIELDS = ['username', 'email', 'currentPassword', 'code'] as const;

// The proof fields stay empty unless the email changes; the server names any that are missing.
const ProfileForm = UpdateProfileRequest.extend({ currentPassword: z.string(), code: z.string() });
type ProfileForm = z.infer<typeof ProfileForm>;

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Only a new email carries the password (and code): a rename needs neither. */
function toRequest(values: ProfileForm, user: SessionUser): UpdateProfileRequest {
  const { username, email, currentPassword, code } = values;
  if (sameEmail(email, user.email)) return { username, email };
  return {
    username,
    email,
    currentPassword: currentPassword || undefined,
    code: (user.mfaEnabled && code) || undefined,
  };
}

export function ProfileCard({
  user,
  onSessionChanged,
}: {
  user: SessionUser | null;
  onSessionChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const fieldText = useFieldText();
  const updateProfile = useUpdateProfile(onSessionChanged);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(ProfileForm),
    // `values` keeps the form in step with the session after a save elsewhere.
    values: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      currentPassword: '',
      code: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanging = user !== null && !sameEmail(email, user.email);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) {
      toast.error(i18n._(NOT_SIGNED_IN));
      return;
    }
    try {
      await updateProfile.mutateAsync(toRequest(values, user));
      form.reset({ ...values, currentPassword: '', code: '' });
      toastSuccess(t`Profile updated`, {
        description: t`Your profile information has been saved.`,
      });
    } catch (error) {
      if (isUnauthenticated(error)) toast.error(i18n._(NOT_SIGNED_IN));
      else if (!applyServerFieldErrors(error, PROFILE_FIELDS, form.setError)) {
        toast.error(t`Update failed`, {
          description: t`There was an error updating your profile.`,
        });
      }
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Profile Information</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your username is shown to other traders on your orders.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {user && !user.emailVerified ? <VerifyEmailNotice email={user.email} /> : null}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t`Username`} error={fieldText(errors.username?.message)}>
            <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
          </FormField>
          <FormField
            label={t`Email`}
            error={fieldText(errors.email?.message)}
            hint={t`If you change it, we send a verification link to the new address.`}
          >
            <EmailInput {...form.register('email')} />
          </FormField>
          {emailChanging ? <EmailChangeProof form={form} mfaEnabled={user.mfaEnabled} /> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={form.formState.isSubmitting} disabled={!isDirty}>
              <Trans>Save changes</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** A new email asks who is there: the password, and the app's code when two-factor is on. */
function EmailChangeProof({
  form,
  mfaEnabled,
}: {
  form: UseFormReturn<ProfileForm>;
  mfaEnabled: boolean;
}) {
  const { t } = useLingui();
  const fieldText = useFieldText();
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label={t`Current password`}
        error={fieldText(errors.currentPassword?.message)}
        hint={t`Changing your email needs your password, so nobody else can take your account.`}
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      {mfaEnabled ? (
        <FormField
          label={t`Code from your authenticator app`}
          error={fieldText(errors.code?.message)}
          hint={t`Lost your phone? Enter one of your recovery codes.`}
        >
          <Input
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            placeholder="123456"
            className="max-w-56 font-mono"
            {...form.register('code')}
          />
        </FormField>
      ) : null}
    </>
  );
}

function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useLingui();
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast.success(t`Verification email sent`, {
          description: t`Check your inbox at ${email}.`,
        }),
      onError: (error) =>
        toast.error(t`Could not send the email`, {
          description:
            error instanceof ApiError && error.code === 'RATE_LIMITED'
              ? errorText(error)
              : t`Please try again in a few minutes.`,
        }),
    });
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-center">
      <MailWarning aria-hidden className="h-5 w-5 shrink-0 text-amber-600" />
      <p className="flex-1 text-sm text-amber-900">
        <Trans>
          Your email address <span className="font-medium break-all">{email}</span> is not verified
          yet. Open the link we sent you to verify it.
        </Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={onResend} loading={resend.isPending}>
        <Trans>Resend verification email</Trans>
      </Button>
    </div>
  );
}
