import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCoin } from '@soko/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
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
import { CoinIcon } from '@/components/ui/coin-icon';
import { coinInitials } from '../lib/coin-rules';

export type CoinAction = 'edit' | 'delete';

interface CoinsViewProps {
  coins: AdminCoin[];
  onAction: (coin: AdminCoin, action: CoinAction) => void;
}

function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge tone="success">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>Inactive</Trans>
    </Badge>
  );
}

function InUseBadge({ inUse }: { inUse: boolean }) {
  return inUse ? (
    <Badge tone="brand">
      <Trans>In use</Trans>
    </Badge>
  ) : (
    <span className="text-xs text-slate-500">
      <Trans>Not in use</Trans>
    </span>
  );
}

function Actions({
  coin,
  onAction,
  block = false,
}: {
  coin: AdminCoin;
  onAction: CoinsViewProps['onAction'];
  block?: boolean;
}) {
  const { t } = useLingui();
  const { name } = coin;
  return (
    <div className={block ? 'grid grid-cols-2 gap-2' : 'flex justify-end gap-1'}>
      <Button
        variant={block ? 'secondary' : 'ghost'}
        size={block ? 'md' : 'sm'}
        onClick={() => onAction(coin, 'edit')}
        aria-label={block ? undefined : t`Edit ${name}`}
      >
        <Pencil aria-hidden className="h-4 w-4" />
        {block ? <Trans>Edit</Trans> : null}
      </Button>
      <Button
        variant={block ? 'secondary' : 'ghost'}
        size={block ? 'md' : 'sm'}
        className="text-red-700"
        onClick={() => onAction(coin, 'delete')}
        aria-label={block ? undefined : t`Delete ${name}`}
      >
        <Trash2 aria-hidden className="h-4 w-4" />
        {block ? <Trans>Delete</Trans> : null}
      </Button>
    </div>
  );
}

export function CoinsTable({ coins, onAction }: CoinsViewProps) {
  return (
    <Table>
      <caption className="sr-only">
        <Trans>Coins</Trans>
      </caption>
      <TableHeader>
        <tr>
          <TableHead>
            <Trans>Coin</Trans>
          </TableHead>
          <TableHead>
            <Trans>Symbol</Trans>
          </TableHead>
          <TableHead>
            <Trans>Deposit address</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
          <TableHead>
            <Trans>Holdings</Trans>
          </TableHead>
          <TableActionsHead />
        </tr>
      </TableHeader>
      <TableBody>
        {coins.map((coin) => (
          <TableRow key={coin.id}>
            <TableCell>
              <div className="flex items-center gap-3">
                <CoinIcon
                  iconUrl={coin.iconUrl}
                  symbol={coin.symbol}
                  fallback={coinInitials(coin.symbol, coin.name)}
                />
                <span className="font-medium text-slate-900">{coin.name}</span>
              </div>
            </TableCell>
            <TableCell className="font-mono font-medium text-slate-900">{coin.symbol}</TableCell>
            <TableCell className="max-w-64">
              <p className="truncate font-mono text-xs" title={coin.depositAddress}>
                {coin.depositAddress}
              </p>
            </TableCell>
            <TableCell>
              <ActiveBadge active={coin.active} />
            </TableCell>
            <TableCell>
              <InUseBadge inUse={coin.inUse} />
            </TableCell>
            <TableCell>
              <Actions coin={coin} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CoinCards({ coins, onAction }: CoinsViewProps) {
  const { t } = useLingui();
  return (
    <CardList label={t`Coins`} items={coins}>
      {(coin) => (
        <>
          <div className="flex items-center gap-3">
            <CoinIcon
              iconUrl={coin.iconUrl}
              symbol={coin.symbol}
              fallback={coinInitials(coin.symbol, coin.name)}
              className="h-10 w-10"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900" title={coin.name}>
                {coin.name}
              </p>
              <p className="font-mono text-sm text-slate-500">{coin.symbol}</p>
            </div>
            <ActiveBadge active={coin.active} />
          </div>
          <div className="mt-3">
            <p className="text-xs text-slate-500">
              <Trans>Deposit address</Trans>
            </p>
            <p className="font-mono text-xs break-all text-slate-700">{coin.depositAddress}</p>
          </div>
          <div className="mt-2">
            <InUseBadge inUse={coin.inUse} />
          </div>
          <div className="mt-4 border-t border-slate-100 pt-3">
            <Actions coin={coin} onAction={onAction} block />
          </div>
        </>
      )}
    </CardList>
  );
}
