import { useLingui } from '@lingui/react/macro';
import type { AuthUserResponse } from '@soko/shared';
import { useLoginFlow } from '../hooks/use-login-flow';
import { formatCountdown } from '../lib/errors';
import { FailureAlert } from './form-alert';
import { LoginCodeStep } from './login-code-step';
import { LoginPasswordStep } from './login-password-step';

/**
 * Login, then (for an account with two-factor authentication) the code step. Both steps send the
 * same email, password and remember-me, so the server never keeps a half-signed-in state.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: AuthUserResponse) => void }) {
  const { t } = useLingui();
  const flow = useLoginFlow(onSignedIn);
  const alert = flow.failure ? <FailureAlert failure={flow.failure} /> : null;
  // A rate-limited person sees the time left on the button itself, counting down.
  const countdown = formatCountdown(flow.waitSeconds);
  const blockedLabel = flow.waitSeconds > 0 ? t`Try again in ${countdown}` : undefined;

  const { credentials } = flow;
  if (credentials) {
    return (
      <LoginCodeStep
        alert={alert}
        blockedLabel={blockedLabel}
        pending={flow.pending}
        onBack={flow.back}
        onSubmit={(code) => flow.attempt({ ...credentials, code })}
        onInvalidCredentials={flow.passwordRejected}
      />
    );
  }
  return (
    <LoginPasswordStep
      defaultValues={flow.typed}
      alert={alert}
      blockedLabel={blockedLabel}
      pending={flow.pending}
      onSubmit={flow.attempt}
    />
  );
}
