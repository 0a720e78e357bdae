import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { KYC_TIERS, type AdminUserRow, type KycTier } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSetTier, useUserKyc, useUserSearch } from '../api/admin-kyc';

const SOURCE_WORDS = {
  sms: 'SMS code',
  mpesa_deposit: 'M-Pesa deposit',
  document_review: 'ID review',
  admin: 'Set by an admin',
} as const;

function SetTierForm({ userId, current }: { userId: string; current: KycTier }) {
  const setTier = useSetTier(userId);
  const [tier, setTierValue] = useState<KycTier>(current);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await setTier.mutateAsync({ tier, reason: reason.trim() });
      setReason('');
      toast.success(`Tier set to ${tier}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Saving failed. Try again.');
    }
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
    >
      <Select
        label="New tier"
        value={tier}
        onChange={(e) => setTierValue(Number(e.target.value) as KycTier)}
      >
        {KYC_TIERS.map((t) => (
          <option key={t} value={t}>
            Tier {t}
          </option>
        ))}
      </Select>
      <FormField label="Reason (audited)" error={error}>
        <Input value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <Button type="submit" loading={setTier.isPending} disabled={reason.trim().length < 3}>
        Set tier
      </Button>
    </form>
  );
}

function UserKycPanel({ user }: { user: AdminUserRow }) {
  const kyc = useUserKyc(user.id);
  if (kyc.isPending) return <Skeleton className="h-32" />;
  if (kyc.isError)
    return <ErrorState title="Could not load this user" onRetry={() => void kyc.refetch()} />;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div>
        <p className="font-medium text-slate-900">
          {user.username} is tier {kyc.data.tier}
        </p>
        <p className="text-sm text-slate-500">
          Phone: {kyc.data.phone ?? 'none'}{' '}
          {kyc.data.phone ? (kyc.data.phoneVerified ? '(verified)' : '(not verified)') : ''}
        </p>
      </div>
      <SetTierForm key={kyc.data.tier} userId={user.id} current={kyc.data.tier} />
      {kyc.data.history.length === 0 ? (
        <p className="text-sm text-slate-500">No tier changes yet.</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-600">
          {kyc.data.history.map((h) => (
            <li key={h.createdAt + h.toTier}>
              {formatDateTime(h.createdAt)}: tier {h.fromTier} → {h.toTier},{' '}
              {SOURCE_WORDS[h.source]}
              {h.actor ? ` by ${h.actor}` : ''}
              {h.reason ? `: ${h.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Find a trader, see their tier and history, and set it by hand with a reason. */
export function UserTier({ initialQuery = '' }: { initialQuery?: string }) {
  const [q, setQ] = useState(initialQuery);
  const [chosen, setChosen] = useState<AdminUserRow>();
  const search = useUserSearch(q);
  return (
    <div className="space-y-4">
      <FormField label="Find a trader" hint="Username or email, at least 2 characters">
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </FormField>
      {q.trim().length >= 2 && search.data ? (
        search.data.items.length === 0 ? (
          <EmptyState>No trader matches.</EmptyState>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {search.data.items.map((user) => (
              <li key={user.id}>
                <Button
                  size="sm"
                  variant={chosen?.id === user.id ? 'primary' : 'secondary'}
                  onClick={() => setChosen(user)}
                >
                  {user.username}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {chosen ? <UserKycPanel user={chosen} /> : null}
    </div>
  );
}
