import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toasts';
import { KYC_TIERS, type AdminUserKyc, type AdminUserRow, type KycTier } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { formatDateTime } from '@/lib/format';
import { useSetTier, useUserKyc, useUserSearch } from '../api/admin-kyc';
import { errorText } from '@/lib/use-error-text';

const SOURCE_WORDS: Record<AdminUserKyc['history'][number]['source'], MessageDescriptor> = {
  sms: msg`SMS code`,
  mpesa_deposit: msg`M-Pesa deposit`,
  document_review: msg`ID review`,
  admin: msg`Set by an admin`,
};

function SetTierForm({ userId, current }: { userId: string; current: KycTier }) {
  const { t } = useLingui();
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
      toast.success(t`Tier set to ${tier}`);
    } catch (e) {
      setError(errorText(e, t`Saving failed. Try again.`));
    }
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
    >
      <Select
        label={t`New tier`}
        value={tier}
        onChange={(e) => setTierValue(Number(e.target.value) as KycTier)}
      >
        {KYC_TIERS.map((choice) => (
          <option key={choice} value={choice}>
            {t`Tier ${choice}`}
          </option>
        ))}
      </Select>
      <FormField label={t`Reason (audited)`} error={error}>
        <Input value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <Button type="submit" loading={setTier.isPending} disabled={reason.trim().length < 3}>
        <Trans>Set tier</Trans>
      </Button>
    </form>
  );
}

function UserKycPanel({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useLingui();
  const kyc = useUserKyc(user.id);
  if (kyc.isPending) return <Skeleton className="h-32" />;
  if (kyc.isError)
    return <ErrorState title={t`Could not load this user`} onRetry={() => void kyc.refetch()} />;
  const { username } = user;
  const { tier, phone } = kyc.data;
  return (
    <div className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div>
        <p className="font-medium text-slate-900">
          <Trans>
            {username} is tier {tier}
          </Trans>
        </p>
        <p className="text-sm text-slate-500">
          {!phone ? (
            <Trans>Phone: none</Trans>
          ) : kyc.data.phoneVerified ? (
            <Trans>Phone: {phone} (verified)</Trans>
          ) : (
            <Trans>Phone: {phone} (not verified)</Trans>
          )}
        </p>
      </div>
      <SetTierForm key={kyc.data.tier} userId={user.id} current={kyc.data.tier} />
      {kyc.data.history.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No tier changes yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-600">
          {kyc.data.history.map((h) => {
            const at = formatDateTime(h.createdAt);
            const { fromTier, toTier, actor } = h;
            const source = i18n._(SOURCE_WORDS[h.source]);
            return (
              <li key={h.createdAt + h.toTier}>
                <Trans>
                  {at}: tier {fromTier} → {toTier}, {source}
                </Trans>
                {actor ? (
                  <>
                    {' '}
                    <Trans>by {actor}</Trans>
                  </>
                ) : null}
                {h.reason ? `: ${h.reason}` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Find a trader, see their tier and history, and set it by hand with a reason. */
export function UserTier({ initialQuery = '' }: { initialQuery?: string }) {
  const [q, setQ] = useState(initialQuery);
  const [chosen, setChosen] = useState<AdminUserRow>();
  const { t } = useLingui();
  const search = useUserSearch(q);
  return (
    <div className="space-y-4">
      <FormField label={t`Find a trader`} hint={t`Username or email, at least 2 characters`}>
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </FormField>
      {q.trim().length >= 2 && search.data ? (
        search.data.items.length === 0 ? (
          <EmptyState>
            <Trans>No trader matches.</Trans>
          </EmptyState>
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
