import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const benefits = [
  {
    key: 'escrow',
    text: msg`Escrow-protected trading: funds are held until every order is settled`,
  },
  { key: 'mpesa', text: msg`Instant KES deposits and withdrawals by M-Pesa` },
  { key: 'coins', text: msg`Access to emerging coins you will not find elsewhere` },
  { key: 'partial', text: msg`Partial order fulfilment: buy or sell just the amount you need` },
];

export function CallToAction() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="cta-title" className="py-14 md:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="grid gap-8 rounded-2xl bg-brand-800 px-5 py-10 text-white sm:px-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              <Trans>Ready to start trading?</Trans>
            </h2>
            <p className="mt-2 text-brand-100">
              <Trans>Create a free account in a minute and trade with traders across Kenya.</Trans>
            </p>
            <Button
              asChild
              size="lg"
              className="mt-6 w-full bg-white text-brand-800 hover:bg-brand-50 sm:w-auto"
            >
              <Link to={paths.register}>
                <Trans>Get Started</Trans>
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </Button>
          </div>
          <ul className="space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit.key} className="flex gap-3 text-sm leading-relaxed sm:text-base">
                <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-100" />
                <span>{i18n._(benefit.text)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
