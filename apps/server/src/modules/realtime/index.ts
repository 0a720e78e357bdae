// The realtime module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { realtimeRoutes, realtimeWebsocketOptions } from './realtime.routes.js';
export { createRealtimeService } from './realtime.service.js';
export { registerAnswerSequences } from './answer-sequences.js';
