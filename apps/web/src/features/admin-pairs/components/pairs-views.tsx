import { Trans, useLingui } from '@lingui/react/macro';
import { bpsToPercentText, type PairView } from '@soko/shared';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardList } from '@/components/ui/card';
import {
  Table,
  TableActionsHead,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatAmount, formatDate } from '@/lib/format';
import { ActiveSwitch, type PairSwitching } from './active-switch';

interface PairsViewProps {
  pairs: PairView[];
  onEdit: (pair: PairView) => void;
  switching: PairSwitching;
}

/** An order size limit in the base coin ("1,000,000 HRC"), with every decimal the server sent. */
function Limit({ value, base }: { value: string; base: string }) {
  return (
    <span className="tabular-nums">
      {formatAmount(value, value.split('.')[1]?.length ?? 0)}{' '}
      <span className="text-slate-500">{base}</span>
    </span>
  );
}

/** "0.1 % / 0.2 %": the pair's fees as percent of what each side receives. */
function feesText(pair: PairView): string {
  return `${bpsToPercentText(pair.makerFeeBps)} % / ${bpsToPercentText(pair.takerFeeBps)} %`;
}

function CreatedNote({ createdAt }: { createdAt: string }) {
  const created = formatDate(createdAt);
  return (
    <p className="text-xs text-slate-500">
      <Trans>Created {created}</Trans>
    </p>
  );
}

export function PairsTable({ pairs, onEdit, switching }: PairsViewProps) {
  const { t } = useLingui();
  return (
    <Table>
      <caption className="sr-only">
        <Trans>Trading pairs</Trans>
      </caption>
      <TableHeader>
        <tr>
          <TableHead>
            <Trans>Pair</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Min order</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Max order</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Fees (maker / taker)</Trans>
          </TableHead>
          <TableHead>
            <Trans>Active</Trans>
          </TableHead>
          <TableHead>
            <Trans>Created</Trans>
          </TableHead>
          <TableActionsHead />
        </tr>
      </TableHeader>
      <TableBody>
        {pairs.map((pair) => {
          const name = `${pair.base}/${pair.quote}`;
          return (
            <TableRow key={pair.id}>
              <TableCell className="font-mono font-semibold text-slate-900">
                {pair.base}/{pair.quote}
              </TableCell>
              <TableCell className="text-right">
                <Limit value={pair.minOrderSize} base={pair.base} />
              </TableCell>
              <TableCell className="text-right">
                <Limit value={pair.maxOrderSize} base={pair.base} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {feesText(pair)}
              </TableCell>
              <TableCell>
                <ActiveSwitch pair={pair} switching={switching} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(pair.createdAt)}</TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(pair)}
                  aria-label={t`Edit limits of ${name}`}
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function PairCards({ pairs, onEdit, switching }: PairsViewProps) {
  const { t } = useLingui();
  return (
    <CardList label={t`Trading pairs`} items={pairs}>
      {(pair) => (
        <>
          <div className="flex items-center justify-between gap-3">
            <p className="font-mono text-lg font-semibold text-slate-900">
              {pair.base}/{pair.quote}
            </p>
            <ActiveSwitch pair={pair} switching={switching} showLabel />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Min order</Trans>
              </dt>
              <dd>
                <Limit value={pair.minOrderSize} base={pair.base} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">
                <Trans>Max order</Trans>
              </dt>
              <dd>
                <Limit value={pair.maxOrderSize} base={pair.base} />
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-slate-500">
                <Trans>Fees (maker / taker)</Trans>
              </dt>
              <dd className="tabular-nums">{feesText(pair)}</dd>
            </div>
          </dl>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <CreatedNote createdAt={pair.createdAt} />
            <Button variant="secondary" size="sm" onClick={() => onEdit(pair)}>
              <Pencil aria-hidden className="h-4 w-4" />
              <Trans>Edit limits</Trans>
            </Button>
          </div>
        </>
      )}
    </CardList>
  );
}
