import { useQuery } from '@tanstack/react-query';
import type { FeeReport } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/reports/fees: a Nairobi month's fees and excise; no month = this month. */
export function getFeeReport(month: string | undefined, signal?: AbortSignal) {
  const query = month ? `?month=${encodeURIComponent(month)}` : '';
  return apiRequest<FeeReport>(`/api/admin/reports/fees${query}`, { signal });
}

export function feeReportCsvUrl(month: string): string {
  return `/api/admin/reports/fees?month=${encodeURIComponent(month)}&format=csv`;
}

export function useFeeReport(month: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'reports', 'fees', month ?? 'current'] as const,
    queryFn: ({ signal }) => getFeeReport(month, signal),
  });
}
