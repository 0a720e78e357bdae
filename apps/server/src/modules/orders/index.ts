// The orders module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { placeOrder } from './order-placement.js';
export { toOrderView } from './order-views.js';
export type { OrderDetailRow } from './orders.repository.js';
export { ordersRoutes } from './orders.routes.js';
export { createOrdersService } from './orders.service.js';
export { cancelOrdersOfUser } from './order-freeze.js';
