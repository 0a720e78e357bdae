import { Trans, useLingui } from '@lingui/react/macro';
import { formatMinor, scaleOf, type MarketOrderCard } from '@soko/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatTotal } from '@/lib/format';
import { useExecuteOrder } from '../api/execute-order';
import {
  amountText,
  checkTakeAmount,
  halfTakeMinor,
  maxTakeMinor,
  takeProblemText,
  takerSideOf,
  tradeDoneText,
} from '../lib/take-amount';
import { describeTradeError } from '../lib/trade-errors';
import { orderDrift, type OrderDrift } from '../lib/order-drift';
import { AmountField, DriftNotice, TakeFee, TakeSummary } from './execute-parts';
import { ApiError } from '@/lib/api-client';
import { toastSuccess, toast } from '@/lib/toasts';

interface ExecuteDialogProps {
  /** The order being taken; the dialog is open while it is set. */
  order: MarketOrderCard | null;
  /** Available balance of the currency the trader gives up; undefined while not known. */
  balance: string | undefined;
  /** The refreshed list no longer has the order: filled, cancelled or taken by someone else. */
  gone?: boolean;
  onClose: () => void;
}

/**
 * Takes all or part of another trader's order (product-spec.md sections 2 and 5). While the
 * request is out the dialog cannot be closed, so a tap outside never hides whether it worked.
 */
export function ExecuteDialog({ order, balance, gone = false, onClose }: ExecuteDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={order !== null} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent hideClose={busy}>
        {/* Mounted per opening: a fresh amount each time. */}
        {order ? (
          <ExecuteForm
            order={order}
            balance={balance}
            gone={gone}
            onBusy={setBusy}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface ExecuteFormProps {
  order: MarketOrderCard;
  balance: string | undefined;
  gone: boolean;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
}

function ExecuteForm({ order, balance, gone, onBusy, onClose }: ExecuteFormProps) {
  const { t } = useLingui();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const execute = useExecuteOrder();
  // A take whose answer was lost may have gone through: the order's refreshed figures are then
  // the take's own, not a change to warn about, and Confirm again replays it (same key).
  const unanswered = execute.error instanceof ApiError && execute.error.isNetworkError;
  const sent = execute.isPending || execute.isSuccess || unanswered;
  const { drift, accept } = useOrderDrift(order, gone, sent);
  const buying = takerSideOf(order.side) === 'buy';
  const check = checkTakeAmount(amount, order, balance);
  // The problem shows once something is typed, or after a press of Confirm with nothing typed.
  const problem =
    !check.ok && (amount.trim() !== '' || submitted)
      ? takeProblemText(check.problem, order, balance)
      : null;

  const confirm = async () => {
    setSubmitted(true);
    if (!check.ok || drift.kind !== 'none') return;
    onBusy(true);
    try {
      const { trade } = await execute.mutateAsync({
        orderId: order.id,
        amount: amount.trim(),
      });
      toastSuccess(t`Trade completed`, { description: tradeDoneText(trade) });
      onBusy(false);
      onClose();
    } catch (error) {
      const failure = describeTradeError(error);
      toast.error(failure.title, { description: failure.message });
      onBusy(false);
      if (failure.orderGone) onClose();
    }
  };

  const fill = (minor: bigint) => {
    setAmount(amountText(minor));
    setSubmitted(false);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <TakeHeader order={order} buying={buying} />
      <TakeSummary order={order} balance={balance} />
      <AmountField
        base={order.base}
        value={amount}
        onChange={setAmount}
        onHalf={() => fill(halfTakeMinor(order, balance))}
        onMax={() => fill(maxTakeMinor(order, balance))}
        problem={problem}
      />
      <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="text-sm text-slate-600">
          {buying ? <Trans>You pay</Trans> : <Trans>Total</Trans>}
        </span>
        <span className="text-lg font-bold text-slate-900 tabular-nums" aria-live="polite">
          {formatTotal(formatMinor(check.totalMinor ?? 0n, scaleOf(order.quote)), order.quote)}
        </span>
      </div>
      <TakeFee order={order} amountMinor={check.ok ? check.amountMinor : null} />
      <DriftNotice drift={drift} onAccept={accept} />
      <DialogActions busy={execute.isPending}>
        <Button type="submit" loading={execute.isPending} disabled={drift.kind !== 'none'}>
          {buying ? <Trans>Confirm purchase</Trans> : <Trans>Confirm sale</Trans>}
        </Button>
      </DialogActions>
    </form>
  );
}

function TakeHeader({ order, buying }: { order: MarketOrderCard; buying: boolean }) {
  const { base, username } = order;
  return (
    <DialogHeader>
      <DialogTitle>
        {buying ? (
          <Trans>
            Buy {base} from {username}
          </Trans>
        ) : (
          <Trans>
            Sell {base} to {username}
          </Trans>
        )}
      </DialogTitle>
      <DialogDescription>
        {buying ? (
          <Trans>The coins come from this order; you pay its price.</Trans>
        ) : (
          <Trans>Your coins fill this buy order at its price.</Trans>
        )}
      </DialogDescription>
    </DialogHeader>
  );
}

/**
 * The figures the trader has seen against the order as pushed now: a change must be seen before
 * Confirm. Once this take is sent, the change the push reports may be the take itself: no drift.
 */
function useOrderDrift(order: MarketOrderCard, gone: boolean, sent: boolean) {
  const [seen, setSeen] = useState(order);
  const drift: OrderDrift = sent ? { kind: 'none' } : orderDrift(seen, gone ? null : order);
  return { drift, accept: () => setSeen(order) };
}
