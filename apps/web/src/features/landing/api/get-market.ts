import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MarketRow } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/** The market feature's key for the same answer, so a visit to /market reuses what loaded here. */
const marketQueryKey = ['market', 'overview'] as const;

/**
 * GET /api/market for the pair cards' 24-hour change (decisions.md point 8: real figures, not the
 * spec's random ones). Like the coin list, a failure is only logged: the cards then show "—".
 */
export function useLandingMarket() {
  const query = useQuery({
    queryKey: marketQueryKey,
    queryFn: ({ signal }) => apiRequest<MarketRow[]>('/api/market', { signal }),
  });
  useEffect(() => {
    if (query.error)
      console.error('Failed to load market figures for the landing page', query.error);
  }, [query.error]);
  return query.data;
}

/** The 24-hour change of one pair, or null when it is not listed or has no reference price. */
export function changeOf(rows: MarketRow[] | undefined, base: string, quote: string) {
  return rows?.find((row) => row.base === base && row.quote === quote)?.changePercentage24h ?? null;
}
