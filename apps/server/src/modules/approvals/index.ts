// The approvals module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { adminStatsRoutes } from './admin-stats.routes.js';
export { adminTransactionsRoutes } from './admin-transactions.routes.js';
export { createApprovalsService } from './approvals.service.js';
// Four-eyes approvals (who approved what, when) for other money requests (adjustments).
export { approverIdsOf, insertApproval, listApprovals } from './four-eyes.repository.js';
