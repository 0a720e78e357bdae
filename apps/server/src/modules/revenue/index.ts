// The revenue module's door: the monthly fee and excise report (decisions.md 24). It only reads;
// the fees themselves are written through the ledger by the orders and approvals modules.
export { adminRevenueRoutes } from './revenue.routes.js';
export { createRevenueService } from './revenue.service.js';
