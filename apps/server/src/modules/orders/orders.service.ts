import type { ServiceDeps } from '../../services.js';

/** Stub: filled in by the orders work (issue 4). */
export function createOrdersService(deps: ServiceDeps) {
  void deps;
  return {};
}

export type OrdersService = ReturnType<typeof createOrdersService>;
