import { Navigate, useSearchParams } from 'react-router';
import { RedirectIfSignedIn } from '@/app/guards';
import { LoginForm } from '@/features/auth/components/login-form';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { safeNextPath } from '@/features/auth/lib/errors';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const signIn = useCompleteSignIn();
  if (signIn.target) return <Navigate to={signIn.target} replace />;
  return (
    <RedirectIfSignedIn>
      <LoginForm onSignedIn={(session) => signIn.complete(session, next)} />
    </RedirectIfSignedIn>
  );
}
