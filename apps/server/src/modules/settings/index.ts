// The settings module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { adminMfaRequiredFor, effectiveRequireAdminMfa } from './admin-mfa.js';
export { exciseRateBpsAt, getSettings } from './settings.repository.js';
export { adminSettingsRoutes } from './settings.routes.js';
export { createSettingsService } from './settings.service.js';
export { adminContactRoutes, contactRoutes } from './contact.routes.js';
export { createContactService } from './contact.service.js';
