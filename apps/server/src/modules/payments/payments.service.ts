import type { ServiceDeps } from '../../services.js';

/** Stub: filled in by the payments work (issue 5). */
export function createPaymentsService(deps: ServiceDeps) {
  void deps;
  return {};
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
