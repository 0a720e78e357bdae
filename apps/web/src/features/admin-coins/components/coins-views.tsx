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
  return active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>;
}

function InUseBadge({ inUse }: { inUse: boolean }) {
  return inUse ? (
    <Badge tone="brand">In use</Badge>
  ) : (
    <span className="text-xs text-slate-400">Not in use</span>
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
  return (
    <div className={block ? 'grid grid-cols-2 gap-2' : 'flex justify-end gap-1'}>
      <Button
        variant={block ? 'secondary' : 'ghost'}
        size={block ? 'md' : 'sm'}
        onClick={() => onAction(coin, 'edit')}
        aria-label={block ? undefined : `Edit ${coin.name}`}
      >
        <Pencil aria-hidden className="h-4 w-4" />
        {block ? 'Edit' : null}
      </Button>
      <Button
        variant={block ? 'secondary' : 'ghost'}
        size={block ? 'md' : 'sm'}
        className="text-red-700"
        onClick={() => onAction(coin, 'delete')}
        aria-label={block ? undefined : `Delete ${coin.name}`}
      >
        <Trash2 aria-hidden className="h-4 w-4" />
        {block ? 'Delete' : null}
      </Button>
    </div>
  );
}

export function CoinsTable({ coins, onAction }: CoinsViewProps) {
  return (
    <Table>
      <caption className="sr-only">Coins</caption>
      <TableHeader>
        <tr>
          <TableHead>Coin</TableHead>
          <TableHead>Symbol</TableHead>
          <TableHead>Deposit address</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Holdings</TableHead>
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
  return (
    <CardList label="Coins" items={coins}>
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
              <p className="truncate font-semibold text-slate-900">{coin.name}</p>
              <p className="font-mono text-sm text-slate-500">{coin.symbol}</p>
            </div>
            <ActiveBadge active={coin.active} />
          </div>
          <div className="mt-3">
            <p className="text-xs text-slate-500">Deposit address</p>
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
