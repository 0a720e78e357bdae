import { t } from '@lingui/core/macro';

/**
 * The dashboard's greeting: "Welcome back" only for a trader with history; a new trader (no
 * transaction yet, or not known yet) is simply welcomed. Four whole sentences rather than a name
 * glued onto "Welcome", so each language can place the name and the comma where it reads right.
 */
export function greeting(username: string | undefined, transactionCount: number | undefined) {
  if (transactionCount) return username ? t`Welcome back, ${username}!` : t`Welcome back!`;
  return username ? t`Welcome, ${username}!` : t`Welcome!`;
}
