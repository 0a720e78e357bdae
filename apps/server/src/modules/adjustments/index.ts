// The adjustments module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes).
export { adminAdjustmentsRoutes } from './adjustments.routes.js';
export { createAdjustmentsService } from './adjustments.service.js';
