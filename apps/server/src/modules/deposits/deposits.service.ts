import type { ServiceDeps } from '../../services.js';
import type { FilesService } from '../files/files.service.js';

// Placeholder wired in services.ts; the service arrives with this module's work.
export function createDepositsService(_deps: ServiceDeps, _files: FilesService) {
  return {};
}
