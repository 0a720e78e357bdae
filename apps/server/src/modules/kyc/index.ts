// The kyc module's door (customer due diligence, decisions.md 22): other modules, the app and
// the tools import this file only (npm run lint checks it). It exports what the app wires and
// the in-transaction functions the money modules call: the limit check and the M-Pesa hook.
export { adminKycRoutes } from './admin-kyc.routes.js';
export { enforceLimit } from './kyc-limits.js';
export { seedTier, verifyPhoneByDeposit } from './kyc-tiers.js';
export { kycRoutes } from './kyc.routes.js';
export { createKycService } from './kyc.service.js';
export type { KycService } from './kyc.service.js';
