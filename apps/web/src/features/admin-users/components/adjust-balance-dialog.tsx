import { useState } from 'react';
import { toast } from 'sonner';
import {
  ADJUSTMENT_REASON_LABELS,
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
import { ApiError } from '@/lib/api-client';
import { useProposeAdjustment } from '../api/adjustments';

const SIGNED_AMOUNT = /^-?\d{1,30}(\.\d+)?$/;

interface Draft {
  currency: string;
  amount: string;
  reasonCode: ReasonCode;
  reason: string;
}

const EMPTY: Draft = { currency: 'KES', amount: '', reasonCode: 'correction', reason: '' };

/** What is wrong with the draft before it is sent (the server checks everything again). */
function problemsOf(draft: Draft): Partial<Record<keyof Draft, string>> {
  const problems: Partial<Record<keyof Draft, string>> = {};
  if (!/^[A-Z][A-Z0-9]{0,4}$/.test(draft.currency)) problems.currency = 'A symbol such as KES.';
  if (!SIGNED_AMOUNT.test(draft.amount) || /^-?0*(\.0*)?$/.test(draft.amount)) {
    problems.amount = 'A non-zero amount: 250.00 credits, -250.00 debits.';
  }
  if (!draft.reason.trim()) problems.reason = 'Say why: the trader sees this in their history.';
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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [reviewing, setReviewing] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const propose = useProposeAdjustment();
  const problems = problemsOf(draft);
  const debit = draft.amount.startsWith('-');

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
          toast.success('Adjustment proposed', {
            description: 'It waits for a second admin to approve it.',
          });
          close();
        },
        onError: (error) => {
          toast.error('Could not propose the adjustment', {
            description: error instanceof ApiError ? error.message : 'Please try again.',
          });
          setReviewing(false);
        },
      },
    );
  };
  const set = (field: keyof Draft) => (value: string) => setDraft({ ...draft, [field]: value });
  const shown = (field: keyof Draft) => (showProblems ? problems[field] : undefined);
  const amountText = `${debit ? draft.amount.slice(1) : draft.amount} ${draft.currency}`;

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {reviewing ? 'Propose this adjustment?' : `Adjust ${user?.username ?? ''}'s balance`}
          </DialogTitle>
          <DialogDescription>
            {reviewing
              ? `${debit ? 'Debit' : 'Credit'} ${amountText} ${debit ? 'from' : 'to'} ${user?.username ?? ''}. ` +
                'A second admin must approve it before the balance moves; the trader sees the reason.'
              : 'Credits use a positive amount, debits a negative one. Two admins are always needed.'}
          </DialogDescription>
        </DialogHeader>
        {reviewing ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {ADJUSTMENT_REASON_LABELS[draft.reasonCode]}: {draft.reason.trim()}
          </p>
        ) : (
          <AdjustmentFields draft={draft} set={set} shown={shown} />
        )}
        <DialogActions busy={propose.isPending}>
          {reviewing ? (
            <Button loading={propose.isPending} onClick={send}>
              Propose adjustment
            </Button>
          ) : (
            <Button onClick={review}>Review</Button>
          )}
        </DialogActions>
      </DialogContent>
    </Dialog>
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
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Currency" error={shown('currency')}>
          <Input
            value={draft.currency}
            onChange={(e) => set('currency')(e.target.value.toUpperCase().trim())}
            autoCapitalize="characters"
          />
        </FormField>
        <FormField label="Amount" error={shown('amount')}>
          <Input
            value={draft.amount}
            inputMode="decimal"
            placeholder="250.00 or -250.00"
            onChange={(e) => set('amount')(e.target.value.trim())}
          />
        </FormField>
      </div>
      <Select
        label="Reason"
        value={draft.reasonCode}
        onChange={(e) => set('reasonCode')(e.target.value)}
      >
        {AdjustmentReasonCode.options.map((code) => (
          <option key={code} value={code}>
            {ADJUSTMENT_REASON_LABELS[code]}
          </option>
        ))}
      </Select>
      <FormField label="Details the trader sees" error={shown('reason')}>
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
