import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCoin } from '@soko/shared';
import { toast } from '@/lib/toasts';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useDeleteCoin } from '../api/coins';
import { failureMessage } from '../lib/coin-rules';
import { useCoinText } from './coin-texts';

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
  const { t } = useLingui();
  const coinText = useCoinText();
  const deleteCoin = useDeleteCoin();
  const confirm = () => {
    if (!coin) return;
    deleteCoin.mutate(coin.id, {
      onSuccess: (result) => {
        if (result.outcome === 'deleted')
          toast.success(t`Coin deleted`, { description: result.message });
        else toast.warning(t`Coin deactivated instead`, { description: result.message });
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(t`Failed to delete coin`, { description: coinText(failureMessage(error)) });
        onOpenChange(false);
      },
    });
  };
  const label = coin ? `${coin.name} (${coin.symbol})` : '';
  const name = coin?.name ?? '';
  const symbol = coin?.symbol ?? '';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={coin ? t`Delete ${name}?` : ''}
      description={
        coin?.inUse ? (
          <>
            <p>
              <Trans>
                Traders hold {symbol} or have open orders in it, so {label} will be{' '}
                <strong>deactivated</strong> instead of deleted: it takes no deposits or new orders,
                and holders can still withdraw.
              </Trans>
            </p>
          </>
        ) : (
          <p>
            <Trans>{label} will be removed from the platform. This cannot be undone.</Trans>
          </p>
        )
      }
      confirmLabel={coin?.inUse ? t`Deactivate coin` : t`Delete coin`}
      destructive
      loading={deleteCoin.isPending}
      onConfirm={confirm}
    />
  );
}
