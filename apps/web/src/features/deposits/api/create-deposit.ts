import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionResponse } from '@soko/shared';
import { invalidateMoneyQueries } from '@/lib/money-queries';
import { uploadForm } from '@/lib/upload-form';

export interface CreateDepositInput {
  currency: string;
  amount: string;
  txHash?: string | undefined;
  proof: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/deposits/crypto (multipart). The text fields go before the file, so the server has
 * read them by the time the image streams in.
 */
export function createDeposit(input: CreateDepositInput): Promise<TransactionResponse> {
  const form = new FormData();
  form.append('currency', input.currency);
  form.append('amount', input.amount);
  if (input.txHash) form.append('txHash', input.txHash);
  form.append('proof', input.proof, input.proof.name);
  return uploadForm<TransactionResponse>('/api/deposits/crypto', form, {
    // The same amount, hash and picked image keep one key until answered (lib/idempotency-key.ts).
    idempotent: true,
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

/** The new pending row must show in the history and the dashboard at once. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => invalidateMoneyQueries(queryClient),
  });
}
