import type { ServiceDeps } from '../../services.js';

// Placeholder wired in services.ts; the service arrives with this module's work.
export function createSettingsService(_deps: ServiceDeps) {
  return {};
}
