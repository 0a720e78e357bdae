// The pairs module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { adminPairsRoutes } from './admin-pairs.routes.js';
export { announcePairChange } from './pair-events.js';
export { deletePairsOfCoin, findPairByCurrencies } from './pairs.repository.js';
export { pairsRoutes } from './pairs.routes.js';
export { createPairsService, ensureDefaultPairs } from './pairs.service.js';
