import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useState, type ComponentType } from 'react';
import { Link, UNSAFE_RouteContext, useLocation, useNavigate } from 'react-router';
import { importWithRetry } from '@/lib/import-with-retry';
import { reloadIfNewRelease } from '@/lib/release-check';

export { watchForRelease } from '@/lib/release-watch';

/*
 * The error screens. This module is downloaded alongside the first page the app loads on demand
 * (route-boundary.tsx), so it is at hand when a later page fails, without weighing on the landing
 * page's 150 KiB budget.
 */
const buttonClass =
  'inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold disabled:opacity-60';

interface NoticeProps {
  title: string;
  text: string;
  onRetry: () => void;
  retrying?: boolean;
}

function ErrorNotice({ title, text, onRetry, retrying = false }: NoticeProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className={`${buttonClass} bg-brand-700 text-white`}
          disabled={retrying}
          onClick={onRetry}
        >
          {retrying ? <Trans>Retrying...</Trans> : <Trans>Retry</Trans>}
        </button>
        <Link to="/" className={`${buttonClass} border border-slate-300 bg-white text-slate-900`}>
          <Trans>Go home</Trans>
        </Link>
      </div>
    </div>
  );
}

/**
 * A page outside the app's frame gets a plain top bar with the brand (a way home). Not the public
 * header: importing the app's components here makes the bundler split shared code off the landing
 * page's bundle into extra files, past its budget.
 */
function Framed({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  // Three routes deep (the root, the customer or admin layout, the page) is inside that frame.
  const framed = useContext(UNSAFE_RouteContext).matches.length > 2;
  if (framed) return children;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label={t`Main`} className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" className="text-xl font-bold text-brand-700">
            Soko
          </Link>
        </nav>
      </header>
      {children}
    </div>
  );
}

type PageModule = { default: ComponentType };

/**
 * Stands in for a page whose code would not download even after retries. It first asks whether
 * a new release removed the file (then the app reloads, once); otherwise Retry downloads the code
 * again and shows the page in place, without reloading the app.
 */
export function pageLoadFailed(load: () => Promise<PageModule>): ComponentType {
  let loaded: ComponentType | null = null;
  return function PageLoadFailed() {
    const { t } = useLingui();
    const [Page, setPage] = useState(() => loaded);
    const [retrying, setRetrying] = useState(false);
    useEffect(() => void reloadIfNewRelease(), []);
    if (Page) return <Page />;
    const retry = () => {
      setRetrying(true);
      importWithRetry(load, [])
        .then((module) => setPage(() => (loaded = module.default)))
        .catch(() => setRetrying(false));
    };
    return (
      <Framed>
        <ErrorNotice
          title={t`Couldn't load this page`}
          text={t`Part of the app did not download; the connection may have dropped. Check it and try again.`}
          onRetry={retry}
          retrying={retrying}
        />
      </Framed>
    );
  };
}

/**
 * What a route's error boundary shows for a page that broke while drawing: a plain apology with
 * Retry (draws it again) and Go home, never React Router's developer page.
 */
export function RouteErrorPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // Navigating to the same place gives the route a fresh start, which clears the boundary.
  const retry = () => void navigate(location, { replace: true });
  return (
    <Framed>
      <ErrorNotice
        title={t`Something went wrong`}
        text={t`This page ran into a problem. Try again, or go back to the home page.`}
        onRetry={retry}
      />
    </Framed>
  );
}
