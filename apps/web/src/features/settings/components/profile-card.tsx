import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileRequest, type SessionUser } from '@soko/shared';
import { MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailInput } from '@/components/ui/email-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerFieldErrors, isUnauthenticated } from '../utils/server-field-errors';

const NOT_SIGNED_IN = 'You must be logged in to update your profile';

export function ProfileCard({
  user,
  onSessionChanged,
}: {
  user: SessionUser | null;
  onSessionChanged: () => Promise<unknown>;
}) {
  const updateProfile = useUpdateProfile(onSessionChanged);
  const form = useForm({
    resolver: zodResolver(UpdateProfileRequest),
    // `values` keeps the form in step with the session after a save elsewhere.
    values: { username: user?.username ?? '', email: user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) {
      toast.error(NOT_SIGNED_IN);
      return;
    }
    try {
      await updateProfile.mutateAsync(values);
      form.reset(values);
      toast.success('Profile updated', { description: 'Your profile information has been saved.' });
    } catch (error) {
      if (isUnauthenticated(error)) toast.error(NOT_SIGNED_IN);
      else if (!applyServerFieldErrors(error, ['username', 'email'], form.setError)) {
        toast.error('Update failed', { description: 'There was an error updating your profile.' });
      }
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Your username is shown to other traders on your orders.</CardDescription>
      </CardHeader>
      <CardContent>
        {user && !user.emailVerified ? <VerifyEmailNotice email={user.email} /> : null}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Username" error={errors.username?.message}>
            <Input autoComplete="username" autoCapitalize="none" {...form.register('username')} />
          </FormField>
          <FormField
            label="Email"
            error={errors.email?.message}
            hint="If you change it, we send a verification link to the new address."
          >
            <EmailInput {...form.register('email')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" loading={form.formState.isSubmitting} disabled={!isDirty}>
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast.success('Verification email sent', { description: `Check your inbox at ${email}.` }),
      onError: (error) =>
        toast.error('Could not send the email', {
          description:
            error instanceof ApiError && error.code === 'RATE_LIMITED'
              ? error.message
              : 'Please try again in a few minutes.',
        }),
    });
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-center">
      <MailWarning aria-hidden className="h-5 w-5 shrink-0 text-amber-600" />
      <p className="flex-1 text-sm text-amber-900">
        Your email address <span className="font-medium break-all">{email}</span> is not verified
        yet. Open the link we sent you to verify it.
      </p>
      <Button variant="secondary" size="sm" onClick={onResend} loading={resend.isPending}>
        Resend verification email
      </Button>
    </div>
  );
}
