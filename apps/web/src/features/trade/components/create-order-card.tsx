import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSide, PairView } from '@soko/shared';
import { AlertCircle, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useOrderForm, type PricePick } from '../hooks/use-order-form';
import { pairKey, type OrderProblem } from '../lib/order-form';
import { formatMoney } from '../lib/trade-format';
import { OrderPreview } from './order-preview';
import { OrderReviewDialog } from './order-review-dialog';
import { SideToggle } from './side-toggle';

interface CreateOrderCardProps {
  pairs: PairView[];
  pair: PairView;
  onPairChange: (key: string) => void;
  signedIn: boolean;
  /** A signed-in admin: sees the form, but only trader accounts place orders. */
  isAdmin?: boolean;
  loginHref: string;
  /** My orders, linked from the result; absent where the visitor has none. */
  ordersHref: string;
  pick: PricePick | null;
}

/**
 * Create Order (product-spec.md sections 2 and 5): side, pair, amount with MAX, price and the
 * exact total; Review checks it all in the spec's words and opens the confirm step, where nothing
 * is placed until the trader says so.
 */
export function CreateOrderCard(props: CreateOrderCardProps) {
  const { t } = useLingui();
  const { pairs, pair, signedIn } = props;
  const { base, quote } = pair;
  const form = useOrderForm(pair, signedIn, props.pick);
  const { side, problem, balances } = form;
  const holdCurrency = side === 'buy' ? pair.quote : pair.base;
  const available = side === 'buy' ? balances.quoteAvailable : balances.baseAvailable;
  const fieldError = (field: 'amount' | 'price' | 'minFill') =>
    problem?.field === field ? `${problem.title}: ${problem.message}` : undefined;
  const availableText = available === undefined ? '' : formatMoney(available, holdCurrency);

  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>
          <Trans>Create Order</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {props.isAdmin ? (
          <p className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
            <Trans>Only trader accounts can place orders.</Trans>
          </p>
        ) : null}
        {signedIn || props.isAdmin ? null : <LoginNotice loginHref={props.loginHref} />}
        <form onSubmit={form.submit} noValidate className="space-y-4">
          <SideToggle side={side} onChange={form.setSide} />
          <PairSelect pairs={pairs} pair={pair} onChange={props.onPairChange} />
          <FormField
            label={t`Amount (${base})`}
            error={fieldError('amount')}
            hint={
              signedIn && available !== undefined
                ? t`Available: ${availableText}`
                : t`Steps of 0.000001`
            }
          >
            <AmountWithMax
              value={form.amount}
              onChange={form.setAmount}
              onMax={form.fillMax}
              maxDisabled={!signedIn || form.walletsLoading}
            />
          </FormField>
          <FormField
            label={t`Price (${quote} per ${base})`}
            error={fieldError('price')}
            hint={t`Steps of 0.01`}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={form.price}
              onChange={(event) => form.setPrice(event.target.value)}
            />
          </FormField>
          <MinFillField
            base={pair.base}
            value={form.minFill}
            onChange={form.setMinFill}
            error={fieldError('minFill')}
          />
          <OrderPreview side={side} amount={form.amount} price={form.price} pair={pair} />
          {problem && !problem.field ? (
            <ProblemAlert problem={problem} loginHref={props.loginHref} />
          ) : null}
          <SubmitButton side={side} base={pair.base} disabled={props.isAdmin ?? false} />
        </form>
      </CardContent>
      <OrderReviewDialog
        order={form.review}
        ordersHref={props.ordersHref}
        onClose={form.closeReview}
        onPlaced={form.placed}
      />
    </Card>
  );
}

function AmountWithMax({
  value,
  onChange,
  onMax,
  maxDisabled,
  ...props
}: {
  value: string;
  onChange: (value: string) => void;
  onMax: () => void;
  maxDisabled: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <div className="flex gap-2">
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.000000"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
      <Button variant="secondary" onClick={onMax} disabled={maxDisabled} className="shrink-0">
        <Trans>MAX</Trans>
      </Button>
    </div>
  );
}

function LoginNotice({ loginHref }: { loginHref: string }) {
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <Trans>Log in to place orders. The order book and chart are open to everyone.</Trans>
      </p>
      <Button asChild size="sm" className="shrink-0">
        <Link to={loginHref}>
          <LogIn aria-hidden className="h-4 w-4" />
          <Trans>Log in</Trans>
        </Link>
      </Button>
    </div>
  );
}

function ProblemAlert({ problem, loginHref }: { problem: OrderProblem; loginHref: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">{problem.title}</p>
        <p>{problem.message}</p>
        {problem.login ? (
          <Link to={loginHref} className="font-medium underline">
            <Trans>Log in</Trans>
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** Buy HRC in green or Sell HRC in red: the colour repeats the word. */
function SubmitButton({
  side,
  base,
  disabled,
}: {
  side: OrderSide;
  base: string;
  disabled: boolean;
}) {
  return (
    <Button
      type="submit"
      disabled={disabled}
      className={
        side === 'buy'
          ? 'w-full bg-emerald-700 hover:bg-emerald-800'
          : 'w-full bg-red-600 hover:bg-red-700'
      }
    >
      {side === 'buy' ? <Trans>Buy {base}</Trans> : <Trans>Sell {base}</Trans>}
    </Button>
  );
}

function PairSelect({
  pairs,
  pair,
  onChange,
}: {
  pairs: PairView[];
  pair: PairView;
  onChange: (key: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Trading pair`}
      value={pairKey(pair)}
      onChange={(event) => onChange(event.target.value)}
    >
      {pairs.map((option) => (
        <option key={option.id} value={pairKey(option)}>
          {option.base}/{option.quote}
        </option>
      ))}
    </Select>
  );
}

/** "Minimum per trade" (decisions.md 26): optional; the smallest amount one take may buy. */
function MinFillField(props: {
  base: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const base = props.base;
  return (
    <FormField
      label={t`Minimum per trade (${base}, optional)`}
      error={props.error}
      hint={t`The smallest amount one trader may take from your order`}
    >
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`Any amount`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FormField>
  );
}
