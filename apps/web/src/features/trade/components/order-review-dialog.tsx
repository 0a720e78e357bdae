import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { dismissErrorToasts } from '@/lib/toasts';
import { useCreateOrder } from '../api/create-order';
import { formatMinorMoney, type OrderProblem, type PreparedOrder } from '../lib/order-form';
import { describeOrderError, describeOrderOutcome, type OrderOutcome } from '../lib/order-result';
import { formatOrderAmount, formatPrice } from '../lib/trade-format';

interface OrderReviewDialogProps {
  /** The checked order; the dialog is open while it is set. */
  order: PreparedOrder | null;
  ordersHref: string;
  onClose: () => void;
  onPlaced: () => void;
}

/** The confirm step: what will be held, then the server's answer (filled at once, or resting). */
export function OrderReviewDialog({
  order,
  ordersHref,
  onClose,
  onPlaced,
}: OrderReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent hideClose={busy}>
        {order ? (
          <ReviewBody
            order={order}
            ordersHref={ordersHref}
            onBusyChange={setBusy}
            onClose={onClose}
            onPlaced={onPlaced}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface ReviewBodyProps {
  order: PreparedOrder;
  ordersHref: string;
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
  onPlaced: () => void;
}

function ReviewBody({ order, ordersHref, onBusyChange, onClose, onPlaced }: ReviewBodyProps) {
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const createOrder = useCreateOrder();
  const buying = order.side === 'buy';

  const place = async () => {
    setProblem(null);
    onBusyChange(true);
    try {
      const response = await createOrder.mutateAsync({
        side: order.side,
        base: order.base,
        quote: order.quote,
        amount: order.amount,
        price: order.price,
        ...(order.minFill === undefined ? {} : { minFill: order.minFill }),
      });
      const result = describeOrderOutcome(response);
      setOutcome(result);
      onPlaced();
      // The dialog's outcome view is the confirmation; a toast as well would say it twice.
      dismissErrorToasts();
    } catch (error) {
      setProblem(describeOrderError(error));
    } finally {
      onBusyChange(false);
    }
  };

  if (outcome) return <OutcomeView outcome={outcome} ordersHref={ordersHref} onClose={onClose} />;

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {buying ? <Trans>Confirm buy order</Trans> : <Trans>Confirm sell order</Trans>}
        </DialogTitle>
        <DialogDescription>
          <Trans>Check the details. Nothing is placed until you confirm.</Trans>
        </DialogDescription>
      </DialogHeader>
      <OrderSummary order={order} />
      {problem ? (
        <div
          role="alert"
          className="mt-3 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{problem.title}:</span> {problem.message}
          </span>
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={createOrder.isPending}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => void place()} loading={createOrder.isPending}>
          {buying ? <Trans>Place buy order</Trans> : <Trans>Place sell order</Trans>}
        </Button>
      </DialogFooter>
    </>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd
        className={
          strong ? 'font-semibold text-slate-900 tabular-nums' : 'text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

function OutcomeView({
  outcome,
  ordersHref,
  onClose,
}: {
  outcome: OrderOutcome;
  ordersHref: string;
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CheckCircle2 aria-hidden className="h-5 w-5 text-emerald-600" />
          {outcome.title}
        </DialogTitle>
        <DialogDescription>{outcome.summary}</DialogDescription>
      </DialogHeader>
      {outcome.fills.length > 0 ? (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="font-semibold">
            <Trans>Filled at once:</Trans>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 tabular-nums">
            {outcome.fills.map((fill, index) => (
              <li key={index}>{fill}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <DialogFooter>
        <Button asChild variant="secondary">
          <Link to={ordersHref}>
            <Trans>View my orders</Trans>
          </Link>
        </Button>
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}

/** What the order is and what it holds from now on, with how a better price comes back. */
function OrderSummary({ order }: { order: PreparedOrder }) {
  const { t } = useLingui();
  const { base, quote } = order;
  const rates = order.fee.rates;
  return (
    <>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        <Row label={t`Pair`} value={`${base}/${quote}`} />
        <Row label={t`Type`} value={order.side === 'buy' ? t`Buy` : t`Sell`} />
        <Row label={t`Amount`} value={formatOrderAmount(order.amount, base)} />
        <Row label={t`Price`} value={formatPrice(order.price, quote)} />
        <Row label={t`Total`} value={formatMinorMoney(order.totalMinor, quote)} />
        {order.minFill === undefined ? null : (
          <Row label={t`Minimum per trade`} value={formatOrderAmount(order.minFill, base)} />
        )}
        <Row
          label={t`Fee (up to)`}
          value={formatMinorMoney(order.fee.feeMinor, order.fee.currency)}
        />
        <Row
          label={t`You receive (at least)`}
          value={formatMinorMoney(order.fee.netMinor, order.fee.currency)}
        />
        <Row
          label={t`Held now`}
          value={formatMinorMoney(order.holdMinor, order.holdCurrency)}
          strong
        />
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        <Trans>Fees: {rates} of what you receive.</Trans>
      </p>
      <p className="mt-3 flex gap-2 text-sm text-slate-600">
        <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <span>
          {order.side === 'buy' ? (
            <Trans>
              This {quote} is held from your balance until the order fills or you cancel it. If it
              fills against cheaper sell orders, you pay their prices (each fill rounded up to the
              smallest unit) and the rest returns to you.
            </Trans>
          ) : (
            <Trans>
              This {base} is held from your balance until the order fills or you cancel it. If it
              fills against a higher buy order, you get that order's price.
            </Trans>
          )}
        </span>
      </p>
    </>
  );
}
