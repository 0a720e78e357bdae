import { useQuery } from '@tanstack/react-query';
import type { OperatorContact } from '@soko/shared';
import { apiRequest } from '@/lib/api-client';

export const contactQueryKey = ['contact'] as const;

/** GET /api/contact: the operator's support email, phone and address (empty when not set). */
export function useOperatorContact() {
  return useQuery({
    queryKey: contactQueryKey,
    queryFn: ({ signal }) => apiRequest<OperatorContact>('/api/contact', { signal }),
    staleTime: 10 * 60_000,
  });
}
