// The payments module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { recordCompletedDeposit } from './payment-intake.js';
export type { ReconcileReport } from './payment-reconciliation.js';
export { paymentsRoutes } from './payments.routes.js';
export { createPaymentsService } from './payments.service.js';
