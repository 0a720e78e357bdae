import { formatMinor, scaleOf, type MarketOrderCard } from '@soko/shared';
import { useState } from 'react';
import { toast } from 'sonner';
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
import { newIdempotencyKey } from '@/lib/idempotency-key';
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
import { AmountField, TakeFee, TakeSummary } from './execute-parts';
import { toastSuccess } from '@/lib/toasts';

interface ExecuteDialogProps {
  /** The order being taken; the dialog is open while it is set. */
  order: MarketOrderCard | null;
  /** Available balance of the currency the trader gives up; undefined while not known. */
  balance: string | undefined;
  onClose: () => void;
}

/**
 * Takes all or part of another trader's order (product-spec.md sections 2 and 5). While the
 * request is out the dialog cannot be closed, so a tap outside never hides whether it worked.
 */
export function ExecuteDialog({ order, balance, onClose }: ExecuteDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={order !== null} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent hideClose={busy}>
        {/* Mounted per opening: a fresh amount and a fresh Idempotency-Key each time. */}
        {order ? (
          <ExecuteForm order={order} balance={balance} onBusy={setBusy} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface ExecuteFormProps {
  order: MarketOrderCard;
  balance: string | undefined;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
}

function ExecuteForm({ order, balance, onBusy, onClose }: ExecuteFormProps) {
  // Made as the dialog opens and kept for every retry of this take (decisions.md point 5).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const execute = useExecuteOrder();
  const buying = takerSideOf(order.side) === 'buy';
  const check = checkTakeAmount(amount, order, balance);
  // The problem shows once something is typed, or after a press of Confirm with nothing typed.
  const problem =
    !check.ok && (amount.trim() !== '' || submitted)
      ? takeProblemText(check.problem, order, balance)
      : null;

  const confirm = async () => {
    setSubmitted(true);
    if (!check.ok) return;
    onBusy(true);
    try {
      const { trade } = await execute.mutateAsync({
        orderId: order.id,
        amount: amount.trim(),
        idempotencyKey,
      });
      toastSuccess('Trade completed', { description: tradeDoneText(trade) });
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
      <DialogHeader>
        <DialogTitle>
          {buying ? 'Buy' : 'Sell'} {order.base} {buying ? 'from' : 'to'} {order.username}
        </DialogTitle>
        <DialogDescription>
          {buying
            ? 'The coins come from this order; you pay its price.'
            : 'Your coins fill this buy order at its price.'}
        </DialogDescription>
      </DialogHeader>
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
        <span className="text-sm text-slate-600">{buying ? 'You pay' : 'Total'}</span>
        <span className="text-lg font-bold text-slate-900 tabular-nums" aria-live="polite">
          {formatTotal(formatMinor(check.totalMinor ?? 0n, scaleOf(order.quote)), order.quote)}
        </span>
      </div>
      <TakeFee order={order} amountMinor={check.ok ? check.amountMinor : null} />
      <DialogActions busy={execute.isPending}>
        <Button type="submit" loading={execute.isPending}>
          {buying ? 'Confirm purchase' : 'Confirm sale'}
        </Button>
      </DialogActions>
    </form>
  );
}
