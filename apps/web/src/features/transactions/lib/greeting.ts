/**
 * The dashboard's greeting: "Welcome back" only for a trader with history; a new trader (no
 * transaction yet, or not known yet) is simply welcomed.
 */
export function greeting(username: string | undefined, transactionCount: number | undefined) {
  const name = username ? `, ${username}` : '';
  return transactionCount ? `Welcome back${name}!` : `Welcome${name}!`;
}
