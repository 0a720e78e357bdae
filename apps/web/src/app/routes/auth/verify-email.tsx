import { useSearchParams } from 'react-router';
import { VerifyEmail } from '@/features/auth/components/verify-email';

/** /verify-email?token=: the page the emailed link opens. */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return <VerifyEmail token={searchParams.get('token') ?? ''} />;
}
