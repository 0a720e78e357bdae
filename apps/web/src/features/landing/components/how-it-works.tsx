import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, type LucideIcon } from 'lucide-react';

// Texts outside a component are message descriptors (msg), translated where they render.
const steps: {
  key: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: LucideIcon;
}[] = [
  {
    key: 'deposit',
    title: msg`Deposit`,
    text: msg`Deposit KES by M-Pesa, or send crypto to your coin deposit address.`,
    icon: ArrowDownToLine,
  },
  {
    key: 'trade',
    title: msg`Trade`,
    text: msg`Trade by placing your own buy or sell orders, or by matching orders already on the market.`,
    icon: ArrowLeftRight,
  },
  {
    key: 'withdraw',
    title: msg`Withdraw`,
    text: msg`Withdraw KES to M-Pesa, or crypto to your own wallet address.`,
    icon: ArrowUpFromLine,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 py-14 md:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2
            id="how-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            <Trans>How it works</Trans>
          </h2>
          <p className="mt-2 text-slate-600">
            <Trans>Three steps from shillings to crypto and back.</Trans>
          </p>
        </div>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => {
            const stepNumber = index + 1;
            return (
              <li
                key={step.key}
                className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:flex-col"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <step.icon aria-hidden className="h-5 w-5" />
                </span>
                <div>
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                    <Trans>Step {stepNumber}</Trans>
                  </p>
                  <h3 className="mt-0.5 text-lg font-semibold text-slate-900">
                    {i18n._(step.title)}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{i18n._(step.text)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
