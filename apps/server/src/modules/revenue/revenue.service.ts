import type { FeeReport } from '@soko/shared';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { buildFeeReport, currentNairobiMonth } from './fee-report.js';

/** The admin's revenue report (decisions.md 24); one repeatable read so its sums agree. */
export function createRevenueService(deps: ServiceDeps) {
  const { db, clock } = deps;
  return {
    feeReport(month: string | undefined): Promise<FeeReport> {
      const now = clock.now();
      return db.transaction((tx) => buildFeeReport(tx, month ?? currentNairobiMonth(now), now));
    },
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
