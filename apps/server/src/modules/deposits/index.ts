// The deposits module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { depositsRoutes } from './deposits.routes.js';
export { createDepositsService } from './deposits.service.js';
