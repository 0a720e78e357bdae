import type { ServiceDeps } from '../../services.js';

/** Stub: filled in by the pairs work (issue 4). */
export function createPairsService(deps: ServiceDeps) {
  void deps;
  return {};
}

export type PairsService = ReturnType<typeof createPairsService>;
