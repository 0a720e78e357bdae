/** Every route of product-spec.md section 2, in one place, so links never drift from the router. */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  market: '/market',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  marketOrders: '/market/orders',
  orders: '/orders',
  trade: (pair?: string) => (pair ? `/trade/${encodeURIComponent(pair)}` : '/trade'),
  dashboard: {
    root: '/dashboard',
    trade: '/dashboard/trade',
    wallet: '/dashboard/wallet',
    deposit: '/dashboard/wallet/deposit',
    withdraw: '/dashboard/wallet/withdraw',
    orders: '/dashboard/orders',
    withdrawals: '/dashboard/withdrawals',
    transactions: '/dashboard/transactions',
    statements: '/dashboard/statements',
    settings: '/dashboard/settings',
    verification: '/dashboard/verification',
  },
  admin: {
    root: '/admin',
    users: '/admin/users',
    coins: '/admin/coins',
    tradingPairs: '/admin/trading-pairs',
    revenue: '/admin/revenue',
    settings: '/admin/settings',
    withdrawals: '/admin/withdrawals',
    deposits: '/admin/deposits',
    transactions: '/admin/transactions',
    verification: '/admin/verification',
  },
} as const;

/** Where a signed-in person belongs: admins to /admin, traders to /dashboard. */
export function homeFor(role: 'user' | 'admin'): string {
  return role === 'admin' ? paths.admin.root : paths.dashboard.root;
}
