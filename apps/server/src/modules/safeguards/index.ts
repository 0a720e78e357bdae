// The safeguards module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { safeguardsRoutes } from './safeguards.routes.js';
export { createSafeguardsService } from './safeguards.service.js';
export type { SafeguardsService } from './safeguards.service.js';
export { assertWithdrawalAllowed, startWithdrawalPause } from './withdrawal-guard.js';
export type { SecondFactorCheck, WithdrawalDestination } from './withdrawal-guard.js';
