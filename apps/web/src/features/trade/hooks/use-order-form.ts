import { t } from '@lingui/core/macro';
import type { OrderSide, PairView } from '@soko/shared';
import { useState } from 'react';
import { useTradeWallets } from '../api/get-wallets';
import {
  checkOrder,
  maxOrderAmount,
  type OrderProblem,
  type PairBalances,
  type PreparedOrder,
} from '../lib/order-form';

/** A price chosen in the order book, to fill in; `nonce` tells two picks of one price apart. */
export interface PricePick {
  side: OrderSide;
  price: string;
  nonce: number;
}

/**
 * The Create Order form's state: what is typed, the problem shown, and the checked order under
 * review. A change of pair starts afresh; a pick from the book fills side and price; any edit
 * clears the problem, which comes back (or not) on the next Review.
 */
export function useOrderForm(pair: PairView, signedIn: boolean, pick: PricePick | null) {
  const [side, setSide] = useState<OrderSide>('buy');
  const [amount, setAmount] = useState('');
  const [price, setPrice] = useState('');
  const [minFill, setMinFill] = useState('');
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const [review, setReview] = useState<PreparedOrder | null>(null);
  const wallets = useTradeWallets(signedIn);
  const balances: PairBalances = {
    baseAvailable: wallets.data?.find((w) => w.currency === pair.base)?.available,
    quoteAvailable: wallets.data?.find((w) => w.currency === pair.quote)?.available,
  };

  const [shownPairId, setShownPairId] = useState(pair.id);
  if (shownPairId !== pair.id) {
    setShownPairId(pair.id);
    setAmount('');
    setPrice('');
    setProblem(null);
  }
  const [shownPick, setShownPick] = useState(pick);
  if (pick !== shownPick) {
    setShownPick(pick);
    if (pick) {
      setSide(pick.side);
      setPrice(pick.price);
      setProblem(null);
    }
  }

  const edit =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setProblem(null);
    };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkOrder({ side, amount, price, minFill }, pair, signedIn, balances);
    setProblem(check.ok ? null : check.problem);
    if (check.ok) setReview(check.order);
  };

  const fillMax = () => {
    const max = maxOrderAmount(side, price, pair.quote, balances);
    if (max.ok) {
      edit(setAmount)(max.amount);
      return;
    }
    const quote = pair.quote;
    setProblem({
      title: t`Price needed`,
      message: t`Enter a price first; the most you can buy is your ${quote} balance divided by the price.`,
      field: 'price',
    });
  };

  return {
    side,
    amount,
    price,
    minFill,
    problem,
    review,
    balances,
    walletsLoading: wallets.isPending,
    setSide: edit(setSide),
    setAmount: edit(setAmount),
    setPrice: edit(setPrice),
    setMinFill: edit(setMinFill),
    submit,
    fillMax,
    closeReview: () => setReview(null),
    /** After an order went through: the amount empties, the price stays for the next one. */
    placed: () => setAmount(''),
  };
}
