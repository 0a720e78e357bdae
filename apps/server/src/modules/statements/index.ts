// The statements module's door: the app wires its service factory and routes from here. It reads
// the ledger and the business rows that explain each movement, and writes nothing.
export { statementsRoutes } from './statements.routes.js';
export { createStatementsService } from './statements.service.js';
export type { StatementsService } from './statements.service.js';
