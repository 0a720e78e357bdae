import { Trans, useLingui } from '@lingui/react/macro';
import type { PairView } from '@soko/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { formatCount } from '@/lib/format';
import { useAdminPairs } from '../api/pairs';
import { usePairSwitching } from './active-switch';
import { AddPairDialog } from './add-pair-dialog';
import { EditLimitsDialog } from './edit-limits-dialog';
import { PairCards, PairsTable } from './pairs-views';

/**
 * Trading Pairs (product-spec.md section 2; decisions.md point 7): the pairs live in the database
 * and the server enforces their limits and active flag; this screen lists and changes them.
 */
export function PairsManager() {
  const { t } = useLingui();
  const pairs = useAdminPairs();
  const isDesktop = useIsDesktop();
  const [addOpen, setAddOpen] = useState(false);
  // Kept while the edit dialog animates closed, so its title never blanks.
  const [editing, setEditing] = useState<PairView | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const { switching, dialog: switchDialog } = usePairSwitching();
  const onEdit = (pair: PairView) => {
    setEditing(pair);
    setEditOpen(true);
  };

  // Both languages have only one and other; two plain messages let Kiswahili put the noun
  // first ("sarafu 3"), which an ICU plural branch cannot pass the catalogue's placeholder check.
  const shown = formatCount(pairs.data?.length ?? 0);
  const countText = !pairs.data
    ? null
    : pairs.data.length === 1
      ? t`${shown} pair`
      : t`${shown} pairs`;

  let body: React.ReactNode;
  let framed = true;
  if (pairs.isPending) {
    body = <ListSkeleton />;
  } else if (pairs.isError) {
    body = (
      <ErrorState
        title={t`Failed to load trading pairs`}
        message={t`Please try again.`}
        onRetry={() => void pairs.refetch()}
      />
    );
  } else if (pairs.data.length === 0) {
    body = (
      <EmptyState>
        <Trans>No trading pairs yet. Add one so traders can place orders.</Trans>
      </EmptyState>
    );
  } else {
    framed = isDesktop;
    const sorted = [...pairs.data].sort(
      (a, b) => a.base.localeCompare(b.base) || a.quote.localeCompare(b.quote),
    );
    body = isDesktop ? (
      <PairsTable pairs={sorted} onEdit={onEdit} switching={switching} />
    ) : (
      <PairCards pairs={sorted} onEdit={onEdit} switching={switching} />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {countText}
        </p>
        <Button onClick={() => setAddOpen(true)} disabled={!pairs.data}>
          <Plus aria-hidden className="h-4 w-4" />
          <Trans>Add trading pair</Trans>
        </Button>
      </div>
      {framed ? <Card className="overflow-hidden">{body}</Card> : body}
      <AddPairDialog open={addOpen} onOpenChange={setAddOpen} existing={pairs.data ?? []} />
      <EditLimitsDialog pair={editing} open={editOpen} onOpenChange={setEditOpen} />
      {switchDialog}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} aria-hidden className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-6 w-11 rounded-full" />
        </div>
      ))}
      <p role="status" className="sr-only">
        <Trans>Loading trading pairs...</Trans>
      </p>
    </div>
  );
}
