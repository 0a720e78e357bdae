import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCoin } from '@soko/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { formatCount } from '@/lib/format';
import { useAdminCoins } from '../api/coins';
import { AddCoinDialog } from './add-coin-dialog';
import { CoinCards, CoinsTable, type CoinAction } from './coins-views';
import { DeleteCoinDialog } from './delete-coin-dialog';
import { EditCoinDialog } from './edit-coin-dialog';

/** Manage Coins: the list with Add, Edit and Delete dialogs (product-spec.md section 2). */
export function CoinsManager() {
  const { t } = useLingui();
  const coins = useAdminCoins();
  const isDesktop = useIsDesktop();
  const [addOpen, setAddOpen] = useState(false);
  // The chosen coin stays set while its dialog animates closed, so the text never blanks.
  const [chosen, setChosen] = useState<{ coin: AdminCoin; action: CoinAction } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const onAction = (coin: AdminCoin, action: CoinAction) => {
    setChosen({ coin, action });
    setDialogOpen(true);
  };

  // Both languages have only one and other; two plain messages let Kiswahili put the noun
  // first ("sarafu 3"), which an ICU plural branch cannot pass the catalogue's placeholder check.
  const shown = formatCount(coins.data?.length ?? 0);
  const countText = !coins.data
    ? null
    : coins.data.length === 1
      ? t`${shown} coin`
      : t`${shown} coins`;

  let body: React.ReactNode;
  let framed = true;
  if (coins.isPending) {
    body = <ListSkeleton />;
  } else if (coins.isError) {
    body = (
      <ErrorState
        title={t`Failed to load coins`}
        message={t`Please try again.`}
        onRetry={() => void coins.refetch()}
      />
    );
  } else if (coins.data.length === 0) {
    body = (
      <EmptyState>
        <Trans>No coins yet. Add the first one to open it for deposits and trading.</Trans>
      </EmptyState>
    );
  } else {
    framed = isDesktop;
    body = isDesktop ? (
      <CoinsTable coins={coins.data} onAction={onAction} />
    ) : (
      <CoinCards coins={coins.data} onAction={onAction} />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {countText}
        </p>
        <Button onClick={() => setAddOpen(true)}>
          <Plus aria-hidden className="h-4 w-4" />
          <Trans>Add coin</Trans>
        </Button>
      </div>
      {framed ? <Card className="overflow-hidden">{body}</Card> : body}
      <AddCoinDialog open={addOpen} onOpenChange={setAddOpen} />
      <EditCoinDialog
        coin={chosen?.action === 'edit' ? chosen.coin : null}
        open={dialogOpen && chosen?.action === 'edit'}
        onOpenChange={setDialogOpen}
      />
      <DeleteCoinDialog
        coin={chosen?.action === 'delete' ? chosen.coin : null}
        open={dialogOpen && chosen?.action === 'delete'}
        onOpenChange={setDialogOpen}
      />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-hidden className="divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-9 w-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}
