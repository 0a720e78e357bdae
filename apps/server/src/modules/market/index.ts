// The market module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { marketRoutes } from './market.routes.js';
export { createMarketService } from './market.service.js';
export { lastKesPriceMinor, lastKesPricesMinor } from './market.repository.js';
