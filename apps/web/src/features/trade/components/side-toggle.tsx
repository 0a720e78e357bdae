import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSide } from '@soko/shared';
import { cn } from '@/lib/cn';

/** Buy or Sell, as two pressed/unpressed buttons: green for buy, red for sell. */
export function SideToggle({
  side,
  onChange,
}: {
  side: OrderSide;
  onChange: (side: OrderSide) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Order type`}
      className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
    >
      {(['buy', 'sell'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={side === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-10 max-md:h-11 rounded-md text-sm font-semibold',
            side !== value
              ? 'text-slate-600 hover:text-slate-900'
              : value === 'buy'
                ? 'bg-emerald-700 text-white'
                : 'bg-red-600 text-white',
          )}
        >
          {value === 'buy' ? <Trans>Buy</Trans> : <Trans>Sell</Trans>}
        </button>
      ))}
    </div>
  );
}
