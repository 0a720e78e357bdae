import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import {
  AdjustmentReasonCode,
  type AdminUserRow,
  type AdjustmentReasonCode as ReasonCode,
} from '@soko/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useProposeAdjustment } from '../api/adjustments';
import { reasonLabel } from '../lib/reason-labels';
import { errorText } from '@/lib/use-error-text';

const SIGNED_AMOUNT = /^-?\d{1,30}(\.\d+)?$/;

interface Draft {
  currency: string;
  amount: string;
  reasonCode: ReasonCode;
  reason: string;
}

const EMPTY: Draft = { currency: 'KES', amount: '', reasonCode: 'correction', reason: '' };

/** What is wrong with the draft before it is sent (the server checks everything again). */
function problemsOf(draft: Draft): Partial<Record<keyof Draft, MessageDescriptor>> {
  const problems: Partial<Record<keyof Draft, MessageDescriptor>> = {};
  if (!/^[A-Z][A-Z0-9]{0,4}$/.test(draft.currency)) problems.currency = msg`A symbol such as KES.`;
  if (!SIGNED_AMOUNT.test(draft.amount) || /^-?0*(\.0*)?$/.test(draft.amount)) {
    problems.amount = msg`A non-zero amount: 250.00 credits, -250.00 debits.`;
  }
  if (!draft.reason.trim()) problems.reason = msg`Say why: the trader sees this in their history.`;
  return problems;
}

/**
 * Propose a balance adjustment for one user: fill in, review ("are you sure"), propose. A second
 * admin must approve it before anything moves (decisions.md 20).
 */
export function AdjustBalanceDialog({
  user,
  onClose,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [reviewing, setReviewing] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const propose = useProposeAdjustment();
  const problems = problemsOf(draft);

  const close = () => {
    setDraft(EMPTY);
    setReviewing(false);
    setShowProblems(false);
    onClose();
  };
  const review = () => {
    setShowProblems(true);
    if (Object.keys(problems).length === 0) setReviewing(true);
  };
  const send = () => {
    if (!user) return;
    propose.mutate(
      { userId: user.id, ...draft, reason: draft.reason.trim() },
      {
        onSuccess: () => {
          toast.success(t`Adjustment proposed`, {
            description: t`It waits for a second admin to approve it.`,
          });
          close();
        },
        onError: (error) => {
          toast.error(t`Could not propose the adjustment`, {
            description: errorText(error, t`Please try again.`),
          });
          setReviewing(false);
        },
      },
    );
  };
  const set = (field: keyof Draft) => (value: string) => setDraft({ ...draft, [field]: value });
  const shown = (field: keyof Draft) => {
    const problem = showProblems ? problems[field] : undefined;
    return problem ? i18n._(problem) : undefined;
  };
  const reasonText = i18n._(reasonLabel[draft.reasonCode]);
  const details = draft.reason.trim();

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <AdjustmentHeader draft={draft} username={user?.username ?? ''} reviewing={reviewing} />
        {reviewing ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {reasonText}: {details}
          </p>
        ) : (
          <AdjustmentFields draft={draft} set={set} shown={shown} />
        )}
        <DialogActions busy={propose.isPending}>
          {reviewing ? (
            <Button loading={propose.isPending} onClick={send}>
              <Trans>Propose adjustment</Trans>
            </Button>
          ) : (
            <Button onClick={review}>
              <Trans>Review</Trans>
            </Button>
          )}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/** What the dialog asks: fill in, then "are you sure" with the credit or debit spelled out. */
function AdjustmentHeader({
  draft,
  username,
  reviewing,
}: {
  draft: Draft;
  username: string;
  reviewing: boolean;
}) {
  const { t } = useLingui();
  const debit = draft.amount.startsWith('-');
  const amountText = `${debit ? draft.amount.slice(1) : draft.amount} ${draft.currency}`;
  let description = t`Credits use a positive amount, debits a negative one. Two admins are always needed.`;
  if (reviewing) {
    description = debit
      ? t`Debit ${amountText} from ${username}. A second admin must approve it before the balance moves; the trader sees the reason.`
      : t`Credit ${amountText} to ${username}. A second admin must approve it before the balance moves; the trader sees the reason.`;
  }
  return (
    <DialogHeader>
      <DialogTitle>
        {reviewing ? t`Propose this adjustment?` : t`Adjust ${username}'s balance`}
      </DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

function AdjustmentFields({
  draft,
  set,
  shown,
}: {
  draft: Draft;
  set: (field: keyof Draft) => (value: string) => void;
  shown: (field: keyof Draft) => string | undefined;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="grid gap-3">
      {/* One above the other on a phone: side by side, half a 375 px dialog cut the amount's
          example ("250.00 au -250.00" in Kiswahili). */}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t`Currency`} error={shown('currency')}>
          <Input
            value={draft.currency}
            onChange={(e) => set('currency')(e.target.value.toUpperCase().trim())}
            autoCapitalize="characters"
          />
        </FormField>
        <FormField label={t`Amount`} error={shown('amount')}>
          <Input
            value={draft.amount}
            inputMode="decimal"
            placeholder={t`250.00 or -250.00`}
            onChange={(e) => set('amount')(e.target.value.trim())}
          />
        </FormField>
      </div>
      <Select
        label={t`Reason`}
        value={draft.reasonCode}
        onChange={(e) => set('reasonCode')(e.target.value)}
      >
        {AdjustmentReasonCode.options.map((code) => (
          <option key={code} value={code}>
            {i18n._(reasonLabel[code])}
          </option>
        ))}
      </Select>
      <FormField label={t`Details the trader sees`} error={shown('reason')}>
        <Textarea
          value={draft.reason}
          maxLength={500}
          rows={3}
          onChange={(e) => set('reason')(e.target.value)}
        />
      </FormField>
    </div>
  );
}
