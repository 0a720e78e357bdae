import type {
  AdminTransactionsPage,
  AdminWithdrawalsPage,
  TransactionView,
  WithdrawalStatus,
} from '@soko/shared';

/**
 * What a decided transaction does to a cached page, before the refetch brings the truth: a list
 * filtered by another status loses the row (the queue empties as the admin works), any other list
 * shows the new status at once.
 */
export function applyDecisionToTransactions(
  page: AdminTransactionsPage,
  filterStatus: string | undefined,
  decided: TransactionView,
): AdminTransactionsPage {
  const index = page.items.findIndex((item) => item.id === decided.id);
  if (index === -1) return page;
  if (filterStatus !== undefined && filterStatus !== decided.status) {
    return {
      ...page,
      items: page.items.filter((item) => item.id !== decided.id),
      total: Math.max(0, page.total - 1),
    };
  }
  return {
    ...page,
    items: page.items.map((item) => (item.id === decided.id ? { ...item, ...decided } : item)),
  };
}

/** The same for the withdrawals list, which is matched by the withdrawal's transactionId. */
export function applyDecisionToWithdrawals(
  page: AdminWithdrawalsPage,
  filterStatus: string | undefined,
  decided: TransactionView,
): AdminWithdrawalsPage {
  const index = page.items.findIndex((item) => item.transactionId === decided.id);
  if (index === -1) return page;
  const status: WithdrawalStatus = decided.status === 'rejected' ? 'rejected' : 'approved';
  if (filterStatus !== undefined && filterStatus !== status) {
    return {
      ...page,
      items: page.items.filter((item) => item.transactionId !== decided.id),
      total: Math.max(0, page.total - 1),
    };
  }
  return {
    ...page,
    items: page.items.map((item) =>
      item.transactionId === decided.id
        ? { ...item, status, txHash: decided.txHash, decidedAt: decided.decidedAt }
        : item,
    ),
  };
}
