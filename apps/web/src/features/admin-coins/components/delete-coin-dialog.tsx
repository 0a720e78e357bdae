import type { AdminCoin } from '@soko/shared';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useDeleteCoin } from '../api/coins';
import { failureMessage } from '../lib/coin-rules';

interface DeleteCoinDialogProps {
  coin: AdminCoin | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting a coin someone holds would strand their balance, so the server deactivates it instead
 * and says so; the dialog warns about that before, and shows the server's message after.
 */
export function DeleteCoinDialog({ coin, open, onOpenChange }: DeleteCoinDialogProps) {
  const deleteCoin = useDeleteCoin();
  const confirm = () => {
    if (!coin) return;
    deleteCoin.mutate(coin.id, {
      onSuccess: (result) => {
        if (result.outcome === 'deleted')
          toast.success('Coin deleted', { description: result.message });
        else toast.warning('Coin deactivated instead', { description: result.message });
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error('Failed to delete coin', { description: failureMessage(error) });
        onOpenChange(false);
      },
    });
  };
  const label = coin ? `${coin.name} (${coin.symbol})` : '';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={coin ? `Delete ${coin.name}?` : ''}
      description={
        coin?.inUse ? (
          <>
            <p>
              Traders hold {coin.symbol} or have open orders in it, so {label} will be{' '}
              <strong>deactivated</strong> instead of deleted: it takes no deposits or new orders,
              and holders can still withdraw.
            </p>
          </>
        ) : (
          <p>{label} will be removed from the platform. This cannot be undone.</p>
        )
      }
      confirmLabel={coin?.inUse ? 'Deactivate coin' : 'Delete coin'}
      destructive
      loading={deleteCoin.isPending}
      onConfirm={confirm}
    />
  );
}
