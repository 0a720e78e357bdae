import { useSearchParams } from 'react-router';
import { ResetPassword } from '@/features/auth/components/reset-password';

/** /reset-password?token=: the page the emailed reset link opens. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return <ResetPassword token={searchParams.get('token') ?? ''} />;
}
