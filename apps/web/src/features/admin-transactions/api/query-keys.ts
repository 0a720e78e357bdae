export const adminTransactionsQueryKey = ['admin', 'transactions'] as const;
export const adminWithdrawalsQueryKey = ['admin', 'withdrawals'] as const;

/**
 * Keys of other features' lists that a decision changes. Features never import each other, so
 * these repeat the literal keys of admin-dashboard's stats and admin-audit's log.
 */
export const adminStatsQueryKey = ['admin', 'stats'] as const;
export const adminAuditQueryKey = ['admin', 'audit'] as const;

/** Every admin list shows 20 rows a page. */
export const ADMIN_PAGE_SIZE = 20;
