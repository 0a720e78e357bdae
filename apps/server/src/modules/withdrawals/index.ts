// The withdrawals module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { toWithdrawalView } from './withdrawal-views.js';
export { lockWithdrawalByTransaction, setWithdrawalDecision } from './withdrawals.repository.js';
export type { WithdrawalRow } from './withdrawals.repository.js';
export { withdrawalsRoutes } from './withdrawals.routes.js';
export { createWithdrawalsService } from './withdrawals.service.js';
