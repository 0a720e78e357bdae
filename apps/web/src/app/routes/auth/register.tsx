import { Navigate } from 'react-router';
import { RedirectIfSignedIn } from '@/app/guards';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';

export default function RegisterRoute() {
  const signIn = useCompleteSignIn();
  if (signIn.target) return <Navigate to={signIn.target} replace />;
  return (
    <RedirectIfSignedIn>
      <RegistrationForm onRegistered={signIn.complete} />
    </RedirectIfSignedIn>
  );
}
