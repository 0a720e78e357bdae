import { useLingui } from '@lingui/react/macro';
import type { AuthUserResponse, LoginRequest } from '@soko/shared';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { activateLanguage, currentLanguage } from '@/lib/i18n/i18n';
import { saveLanguage } from '@/lib/i18n/language-choice';
import { useLogin } from '../api/login';
import { isNetworkError, retryAfter, serverMessage } from '../lib/errors';
import { useCountdown } from './use-countdown';

export type Credentials = Pick<LoginRequest, 'email' | 'password' | 'remember'>;

export interface LoginFailure {
  message: string;
  offline?: boolean;
  /** Date.now() value when a rate-limited person may try again. */
  retryAt?: number;
}

/**
 * The two login steps' state. Both steps send the same email, password and remember-me, so the
 * server never keeps a half-signed-in state: `credentials` is set once the server asks for the
 * second step, `typed` restores the first step when the person goes back to it.
 */
export function useLoginFlow(onSignedIn: (session: AuthUserResponse) => void) {
  const { t } = useLingui();
  const login = useLogin();
  const [credentials, setCredentials] = useState<Credentials>();
  const [typed, setTyped] = useState<Credentials>({ email: '', password: '', remember: false });
  const [failure, setFailure] = useState<LoginFailure>();
  const waitSeconds = useCountdown(failure?.retryAt);

  /** Shared by both steps. Returns the error so a step can map it onto its own fields. */
  const attempt = async (body: LoginRequest): Promise<unknown> => {
    setFailure(undefined);
    try {
      const response = await login.mutateAsync(body);
      if ('mfaRequired' in response) {
        const { email, password, remember = false } = body;
        setTyped({ email, password, remember });
        setCredentials({ email, password, remember });
        return undefined;
      }
      await followAccountLanguage(response);
      toast.success(t`Login successful!`);
      onSignedIn(response);
      return undefined;
    } catch (error) {
      const message = serverMessage(error);
      const seconds = retryAfter(error);
      toast.error(message ?? t`Failed to login`);
      setFailure({
        message: message ?? t`Failed to login. Please try again.`,
        offline: isNetworkError(error),
        retryAt: seconds ? Date.now() + seconds * 1000 : undefined,
      });
      return error;
    }
  };

  /** The code step's Back: the first step again, without the last alert. */
  const back = () => {
    setFailure(undefined);
    setCredentials(undefined);
  };
  /** The password no longer matches (changed meanwhile): the first step, its alert kept. */
  const passwordRejected = () => setCredentials(undefined);

  return {
    credentials,
    typed,
    failure,
    waitSeconds,
    attempt,
    back,
    passwordRejected,
    pending: login.isPending,
  };
}

/**
 * The account's language (decisions.md 28) takes over before the welcome: otherwise a log-in from
 * an English browser greets a Kiswahili trader in English and the dashboard flashes English
 * first. A catalogue that fails to download leaves the screen as it is: the sign-in succeeded,
 * and the frame switches once the session loads (AccountLanguage).
 */
async function followAccountLanguage({ user }: AuthUserResponse): Promise<void> {
  if (!user.language || user.language === currentLanguage()) return;
  saveLanguage(user.language);
  await activateLanguage(user.language).catch(() => undefined);
}
