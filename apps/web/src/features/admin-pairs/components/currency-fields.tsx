import { Trans, useLingui } from '@lingui/react/macro';
import { QUOTE_CURRENCIES } from '@soko/shared';
import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { useCoinChoices } from '../api/pairs';
import type { NewPairValues } from '../lib/pair-rules';

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 md:text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-500';

/** The new pair's base coin (any listed coin) and quote currency (KES or USDT). */
export function CurrencyFields({
  register,
  baseError,
}: {
  register: UseFormRegister<NewPairValues>;
  baseError: string | undefined;
}) {
  const { t } = useLingui();
  const coins = useCoinChoices();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Base currency`} error={baseError}>
          <select className={selectClass} {...register('base')}>
            <option value="">{coins.isPending ? t`Loading coins…` : t`Select a coin`}</option>
            {(coins.data ?? []).map((coin) => (
              <option key={coin.id} value={coin.symbol}>
                {coin.symbol} · {coin.name}
                {coin.active ? '' : ` ${t`(inactive)`}`}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t`Quote currency`}>
          <select className={selectClass} {...register('quote')}>
            <option value="">{t`Select a quote`}</option>
            {QUOTE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {coins.isError ? (
        <p role="alert" className="text-sm text-red-600">
          <Trans>Failed to load coins.</Trans>{' '}
          <button type="button" className="underline" onClick={() => void coins.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : null}
    </>
  );
}
