import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditParams } from '../api/get-audit';
import { nairobiDayEnd, nairobiDayStart } from '../lib/audit-labels';

export const AUDIT_PAGE_SIZE = 25;

export type AuditFilterKey = 'action' | 'targetType' | 'q' | 'from' | 'to' | 'page';

/**
 * The filters live in the address (?action=&targetType=&q=&from=&to=&page=), dates as Nairobi
 * days (YYYY-MM-DD), so a view of "what happened on the 3rd" can be shared as a link.
 */
export function useAuditSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const fromDate = searchParams.get('from') ?? '';
  const toDate = searchParams.get('to') ?? '';
  const params: AuditParams = {
    action: searchParams.get('action') || undefined,
    targetType: searchParams.get('targetType') || undefined,
    q: (searchParams.get('q') ?? '').trim(),
    from: nairobiDayStart(fromDate),
    to: nairobiDayEnd(toDate),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: AUDIT_PAGE_SIZE,
  };

  /** Changing anything but the page starts again from page 1. */
  const update = useCallback(
    (changes: Partial<Record<AuditFilterKey, string | undefined>>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: 'q' in changes },
      );
    },
    [setSearchParams],
  );

  const filtered = Boolean(
    params.action || params.targetType || params.q || params.from || params.to,
  );
  return { params, dates: { from: fromDate, to: toDate }, update, filtered };
}
