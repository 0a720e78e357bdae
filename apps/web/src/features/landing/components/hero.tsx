import { Trans } from '@lingui/react/macro';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-14 pt-10 sm:px-6 md:grid-cols-2 md:pb-20 md:pt-16">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-white px-3 py-1 text-xs font-medium text-brand-800">
            <ShieldCheck aria-hidden className="h-3.5 w-3.5" />
            <Trans>Escrow-protected P2P marketplace</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-bold leading-tight tracking-tight text-slate-900 sm:text-5xl"
          >
            <Trans>
              Trade crypto <span className="whitespace-nowrap">peer-to-peer</span> with{' '}
              <span className="text-brand-700">Kenyan shillings</span>
            </Trans>
          </h1>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
            <Trans>
              Buy and sell emerging cryptocurrencies directly with other traders. Fund your wallet
              with M-Pesa in seconds, and let escrow hold every order until it is filled.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.register}>
                <Trans>Get Started</Trans>
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
              <Link to={paths.login}>
                <Trans>Log In</Trans>
              </Link>
            </Button>
          </div>
        </div>
        <SamplePairCard />
      </div>
    </section>
  );
}

/**
 * The spec's decorative HRC/KES card. Its figures are fixed, so it says plainly that it is a
 * sample: nobody should mistake 3.25 KES for a live price.
 */
function SamplePairCard() {
  return (
    <figure
      aria-labelledby="sample-pair-caption"
      className="relative mx-auto w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <img src="/coins/hrc.svg" alt="" width={40} height={40} className="h-10 w-10" />
          <div>
            <p className="font-semibold text-slate-900">HRC/KES</p>
            <p className="text-sm text-slate-500">Harambee Coin</p>
          </div>
        </div>
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold uppercase tracking-wide text-amber-800">
          <Trans>Sample</Trans>
        </span>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
            <Trans>Price</Trans>
          </dt>
          <dd className="mt-1 whitespace-nowrap text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">
            3.25 <span className="text-sm font-medium text-slate-500">KES</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
            <Trans>Volume</Trans>
          </dt>
          <dd className="mt-1 whitespace-nowrap text-xl font-bold tabular-nums text-slate-900 sm:text-2xl">
            320,450 <span className="text-sm font-medium text-slate-500">KES</span>
          </dd>
        </div>
      </dl>
      <Button asChild className="mt-6 w-full">
        <Link to={paths.marketOrders}>
          <Trans>Trade Now</Trans>
        </Link>
      </Button>
      <figcaption id="sample-pair-caption" className="mt-3 text-center text-xs text-slate-500">
        <Trans>Sample pair for illustration, not live market data.</Trans>
      </figcaption>
    </figure>
  );
}
