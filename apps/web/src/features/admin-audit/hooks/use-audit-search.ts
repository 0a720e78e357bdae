import { readPage, useSearchState } from '@/lib/search-params';
import type { AuditParams } from '../api/get-audit';
import { nairobiDayEnd, nairobiDayStart, readTargetType } from '../lib/audit-labels';

export const AUDIT_PAGE_SIZE = 25;

export type AuditFilterKey = 'action' | 'targetType' | 'q' | 'from' | 'to' | 'page';

/**
 * The filters live in the address (?action=&targetType=&q=&from=&to=&page=), dates as Nairobi
 * days (YYYY-MM-DD), so a view of "what happened on the 3rd" can be shared as a link.
 */
export function useAuditSearch() {
  const { searchParams, update } = useSearchState<AuditFilterKey>();
  const fromDate = searchParams.get('from') ?? '';
  const toDate = searchParams.get('to') ?? '';
  const params: AuditParams = {
    action: searchParams.get('action') || undefined,
    // An old link's unknown type ("kyc") is dropped rather than sent to be refused.
    targetType: readTargetType(searchParams.get('targetType')),
    q: (searchParams.get('q') ?? '').trim(),
    from: nairobiDayStart(fromDate),
    to: nairobiDayEnd(toDate),
    page: readPage(searchParams),
    pageSize: AUDIT_PAGE_SIZE,
  };
  const filtered = Boolean(
    params.action || params.targetType || params.q || params.from || params.to,
  );
  return { params, dates: { from: fromDate, to: toDate }, update, filtered };
}
