import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PublicFooter } from '@/components/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { paths } from '@/config/paths';
import { MarketCoins } from '@/features/market/components/market-coins';
import { pairSlug } from '@/features/market/lib/market-search';

/**
 * /market (product-spec.md section 2), open to visitors. The admin area lists it too (/admin/market)
 * and already draws its own frame there, so the public header and footer are only added outside it.
 */
export default function MarketRoute() {
  return (
    <PublicPage>
      <MarketCoins tradeHref={(base) => paths.trade(pairSlug(base, 'KES'))} />
    </PublicPage>
  );
}

/**
 * The public pages' frame: header, a centred column, footer. `live` pages update by themselves and
 * show the connection in the header; a page that never does (the legal pages) opens no connection,
 * so the indicator would say "Reconnecting…" for as long as it is read.
 */
export function PublicPage({ children, live = true }: { children: ReactNode; live?: boolean }) {
  const { pathname } = useLocation();
  if (pathname.startsWith(`${paths.admin.root}/`)) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader showConnection={live} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 md:py-10">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
