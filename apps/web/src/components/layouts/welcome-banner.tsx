import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The dashboard's welcome banner. It lives with the frame because the pre-rendered dashboard
 * frame paints it before any JavaScript (dashboard-skeleton.tsx): its paragraph is the page's
 * largest text, so the page's LCP is the first paint, and the real page draws the same box again.
 */
export function WelcomeBanner({ heading }: { heading: ReactNode }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="welcome-heading" className="text-xl font-semibold break-words">
        {heading}
      </h2>
      <p className="mt-1 max-w-xl text-sm text-brand-100">
        <Trans>
          Buy and sell emerging coins with other traders in Kenyan shillings. Your funds stay in
          escrow until each trade completes.
        </Trans>
      </p>
    </section>
  );
}
