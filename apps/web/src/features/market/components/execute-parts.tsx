import { Trans } from '@lingui/react/macro';
import { bpsToPercentText, formatMinor, type MarketOrderCard } from '@soko/shared';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatCoinAmount, formatMoney } from '@/lib/format';
import type { OrderDrift } from '../lib/order-drift';
import { payingCurrency, takeFeeOf, takerSideOf } from '../lib/take-amount';

/** The order's price and what is left, and the balance the trader pays from. */
export function TakeSummary({
  order,
  balance,
}: {
  order: MarketOrderCard;
  balance: string | undefined;
}) {
  const paying = payingCurrency(order);
  const base = order.base;
  return (
    <dl className="mb-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm">
      <dt className="text-slate-500">
        <Trans>Price</Trans>
      </dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums">
        {formatMoney(order.price, order.quote)}
      </dd>
      <dt className="text-slate-500">
        <Trans context="what is left on an order">Available</Trans>
      </dt>
      <dd className="text-right text-slate-900 tabular-nums">
        {formatCoinAmount(order.amount)} {base}
      </dd>
      <dt className="text-slate-500">
        <Trans>Your {paying} balance</Trans>
      </dt>
      <dd className="text-right text-slate-900 tabular-nums">
        {balance === undefined ? '…' : formatMoney(balance, paying)}
      </dd>
    </dl>
  );
}

interface AmountFieldProps {
  base: string;
  value: string;
  onChange: (value: string) => void;
  onHalf: () => void;
  onMax: () => void;
  problem: string | null;
}

/** The amount to take, on the 0.000001 step (product-spec.md section 9), with Half and Max. */
export function AmountField({ base, value, onChange, onHalf, onMax, problem }: AmountFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        <Trans>Amount ({base})</Trans>
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="min-w-0 flex-1 tabular-nums"
        />
        <Button variant="secondary" className="px-3" onClick={onHalf}>
          <Trans>Half</Trans>
        </Button>
        <Button variant="secondary" className="px-3" onClick={onMax}>
          <Trans>Max</Trans>
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The taker's fee and what they get after it, before they confirm (decisions.md 24): the fee is
 * the pair's taker rate of what they receive, rounded down, exactly as the server takes it.
 */
export function TakeFee({
  order,
  amountMinor,
}: {
  order: MarketOrderCard;
  amountMinor: bigint | null;
}) {
  const fee = amountMinor === null ? null : takeFeeOf(order, amountMinor, order.takerFeeBps);
  const show = (minor: bigint | undefined, currency: string, scale: number) =>
    minor === undefined ? '—' : formatMoney(formatMinor(minor, scale), currency);
  const buying = takerSideOf(order.side) === 'buy';
  const currency = buying ? order.base : order.quote;
  const rate = bpsToPercentText(order.takerFeeBps);
  return (
    <dl className="mt-2 space-y-1 text-sm" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-slate-600">
          <Trans>Fee ({rate} %)</Trans>
        </dt>
        <dd className="text-slate-900 tabular-nums" data-testid="take-fee">
          {show(fee?.feeMinor, currency, fee?.scale ?? 0)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="font-medium text-slate-700">
          <Trans>You receive</Trans>
        </dt>
        <dd className="font-semibold text-slate-900 tabular-nums" data-testid="take-net">
          {show(fee?.netMinor, currency, fee?.scale ?? 0)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The order changed or vanished while its dialog was open (issue 16): said before Confirm, which
 * stays off until the trader has seen the new figures (or for good, when the order is gone).
 */
export function DriftNotice({ drift, onAccept }: { drift: OrderDrift; onAccept: () => void }) {
  if (drift.kind === 'none') return null;
  return (
    <div
      role="alert"
      className="mt-4 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="flex gap-2">
        <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="break-words">
          {drift.kind === 'gone' ? (
            <Trans>
              This order is no longer available: it was filled or cancelled. Nothing was charged.
            </Trans>
          ) : (
            drift.message
          )}
        </span>
      </p>
      {drift.kind === 'changed' ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="self-start"
          onClick={onAccept}
        >
          <Trans>Use the new figures</Trans>
        </Button>
      ) : null}
    </div>
  );
}
