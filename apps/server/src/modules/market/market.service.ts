import type { ServiceDeps } from '../../services.js';

/** Stub: filled in by the market work (issue 4). */
export function createMarketService(deps: ServiceDeps) {
  void deps;
  return {};
}

export type MarketService = ReturnType<typeof createMarketService>;
