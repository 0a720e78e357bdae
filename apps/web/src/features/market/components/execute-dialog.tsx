import { ORDER_AMOUNT_DECIMALS, formatMinor, scaleOf, type MarketOrderCard } from '@soko/shared';
import { useId, useState } from 'react';
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
import { Input } from '@/components/ui/input';
import { formatAmount, formatMoney } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useExecuteOrder } from '../api/execute-order';
import {
  amountText,
  checkTakeAmount,
  formatCoinAmount,
  halfTakeMinor,
  maxTakeMinor,
  payingCurrency,
  takeProblemText,
  takerSideOf,
} from '../lib/take-amount';
import { describeTradeError } from '../lib/trade-errors';

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
  const id = useId();
  // Made as the dialog opens and kept for every retry of this take (decisions.md point 5).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const execute = useExecuteOrder();
  const buying = takerSideOf(order.side) === 'buy';
  const paying = payingCurrency(order);
  const check = checkTakeAmount(amount, order, balance);
  const totalMinor = check.totalMinor;
  const total =
    totalMinor === undefined
      ? null
      : formatMoney(formatMinor(totalMinor, scaleOf(order.quote)), order.quote);
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
      toast.success('Trade completed', {
        description: `You ${buying ? 'bought' : 'sold'} ${formatCoinAmount(trade.amount)} ${trade.base} ${
          buying ? 'for' : 'and received'
        } ${formatMoney(trade.total, trade.quote)}.`,
      });
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

      <dl className="mb-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">Price</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums">
          {formatMoney(order.price, order.quote)}
        </dd>
        <dt className="text-slate-500">Available</dt>
        <dd className="text-right text-slate-900 tabular-nums">
          {formatAmount(order.amount, ORDER_AMOUNT_DECIMALS)} {order.base}
        </dd>
        <dt className="text-slate-500">Your {paying} balance</dt>
        <dd className="text-right text-slate-900 tabular-nums">
          {balance === undefined ? '…' : formatMoney(balance, paying)}
        </dd>
      </dl>

      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Amount ({order.base})
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            min="0.000001"
            step="0.000001"
            autoComplete="off"
            placeholder="0.000000"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="min-w-0 flex-1 tabular-nums"
          />
          <Button
            variant="secondary"
            className="px-3"
            onClick={() => fill(halfTakeMinor(order, balance))}
          >
            Half
          </Button>
          <Button
            variant="secondary"
            className="px-3"
            onClick={() => fill(maxTakeMinor(order, balance))}
          >
            Max
          </Button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        ) : null}
      </div>

      <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="text-sm text-slate-600">{buying ? 'You pay' : 'You receive'}</span>
        <span className="text-lg font-bold text-slate-900 tabular-nums" aria-live="polite">
          {total ?? formatMoney('0', order.quote)}
        </span>
      </div>

      <DialogActions busy={execute.isPending}>
        <Button type="submit" loading={execute.isPending}>
          {buying ? 'Confirm purchase' : 'Confirm sale'}
        </Button>
      </DialogActions>
    </form>
  );
}
