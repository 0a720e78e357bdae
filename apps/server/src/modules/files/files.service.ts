import type { ServiceDeps } from '../../services.js';

// Placeholder wired in services.ts; the service arrives with this module's work.
export function createFilesService(_deps: ServiceDeps) {
  return {};
}

export type FilesService = ReturnType<typeof createFilesService>;
