// The coins module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { adminCoinsRoutes } from './admin-coins.routes.js';
export { createAdminCoinsService } from './admin-coins.service.js';
export { findCoinNetwork, insertCoin } from './coins.repository.js';
export { coinsRoutes } from './coins.routes.js';
export { createCoinsService } from './coins.service.js';
