import { useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse } from '@soko/shared';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { homeFor } from '@/config/paths';
import { setCsrfToken } from '@/lib/api-client';
import { sessionQueryKey } from '../api/get-session';

/**
 * Finishes a login or registration: stores the new CSRF token and session, and says where to go.
 *
 * The page renders <Navigate to={target}> once `target` is set. The target is committed (with
 * flushSync) before the session lands in the cache, so RedirectIfSignedIn, which would send the
 * person to their home and drop a `next` path, has already left the screen when the session arrives.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string>();
  const complete = ({ user, csrfToken }: AuthUserResponse, next?: string) => {
    flushSync(() => setTarget(next ?? homeFor(user.role)));
    setCsrfToken(csrfToken);
    queryClient.setQueryData(sessionQueryKey, { user, csrfToken });
  };
  return { target, complete };
}
