import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PublicFooter } from '@/components/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="flex max-w-md flex-col items-center text-center">
          <span
            aria-hidden
            className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
          >
            <Compass className="h-8 w-8" />
          </span>
          <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">
            <Trans>Error 404</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Oops! Page not found</Trans>
          </h1>
          <p className="mt-3 text-slate-600">
            <Trans>
              The page you are looking for does not exist or has moved. Check the address, or head
              back to the marketplace.
            </Trans>
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.home}>
                <ArrowLeft aria-hidden className="h-4 w-4" />
                <Trans>Return to Home</Trans>
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.market}>
                <Trans>Browse the market</Trans>
              </Link>
            </Button>
          </div>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
