import { Trans } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * /trade/NOPE-KES (issue 16): the address names a market Soko does not have, or one an admin has
 * closed. Said plainly, with the way back, rather than showing another pair as if it were the one.
 */
export function PairNotFound({
  label,
  inactive,
  fallback,
  onFallback,
}: {
  label: string;
  inactive: boolean;
  /** The market the screen would show otherwise ("HRC/KES"), offered as a way on. */
  fallback?: string;
  onFallback?: () => void;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center" role="alert">
      <SearchX aria-hidden className="h-8 w-8 text-slate-400" />
      <h2 className="text-lg font-semibold break-words text-slate-900">
        {inactive ? (
          <Trans>{label} is not open for trading</Trans>
        ) : (
          <Trans>The pair {label} does not exist</Trans>
        )}
      </h2>
      <p className="max-w-md text-sm text-slate-600">
        {inactive ? (
          <Trans>
            An admin has paused this market. Your orders and balances are safe; choose another
            market.
          </Trans>
        ) : (
          <Trans>Check the address, or choose one of the markets Soko has.</Trans>
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.market}>
            <Trans>Back to the market</Trans>
          </Link>
        </Button>
        {fallback && onFallback ? (
          <Button variant="secondary" onClick={onFallback}>
            <Trans>Trade {fallback}</Trans>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
