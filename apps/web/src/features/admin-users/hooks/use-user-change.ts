import { useLingui } from '@lingui/react/macro';
import type { AdminUserRow } from '@soko/shared';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { ApiError } from '@/lib/api-client';
import { useUpdateAdminUser } from '../api/update-user';
import type { UserAction } from '../components/user-actions';
import { errorText } from '@/lib/use-error-text';

/** The server's reason for a refused change; none for a server or network failure. */
function describeFailure(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return errorText(error);
  return undefined;
}

/**
 * A role or status change, asked first: `ask` opens the confirmation for one row and action,
 * `confirm` sends it. The chosen row stays in `pending` while the dialog animates closed, so its
 * text never blanks.
 */
export function useUserChange() {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState<{ user: AdminUserRow; action: UserAction } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const updateUser = useUpdateAdminUser();

  const ask = (user: AdminUserRow, action: UserAction) => {
    setPending({ user, action });
    setConfirmOpen(true);
  };

  const confirm = () => {
    if (!pending) return;
    const { user, action } = pending;
    updateUser.mutate(
      { id: user.id, ...action.change },
      {
        onSuccess: () => {
          toast.success(i18n._(action.done(user.username)));
          setConfirmOpen(false);
        },
        onError: (error) => {
          toast.error(t`Update failed`, {
            description: describeFailure(error) ?? t`Please try again.`,
          });
          setConfirmOpen(false);
        },
      },
    );
  };

  return { pending, confirmOpen, setConfirmOpen, ask, confirm, saving: updateUser.isPending };
}
