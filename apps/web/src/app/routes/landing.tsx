import { Trans } from '@lingui/react/macro';
import { PublicFooter } from '@/components/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { TradingPairs } from '@/features/landing/components/trading-pairs';

/**
 * The landing page (product-spec.md section 2). It is in the first bundle, so everything it
 * imports counts against the 150 KiB gzip budget: no zod, no form library, no radix menu.
 */
export function LandingRoute() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <Hero />
        <HowItWorks />
        <TradingPairs />
        <CallToAction />
      </main>
      <PublicFooter />
    </div>
  );
}
