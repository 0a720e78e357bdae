import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderView } from '@soko/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCancelOrder } from '../api/cancel-order';
import { cancelErrorText, formatOrderAmount, formatPrice, releaseText } from '../lib/order-labels';
import { ApiError } from '@/lib/api-client';
import { toastSuccess, toast } from '@/lib/toasts';

/** "Cancel this order?" with what it releases; the order is open while `order` is set. */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: OrderView | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const cancel = useCancelOrder();
  const confirm = async (target: OrderView) => {
    try {
      await cancel.mutateAsync(target.id);
      toastSuccess(t`Order cancelled`, { description: releaseText(target) });
      onClose();
    } catch (error) {
      toast.error(t`Error cancelling order`, { description: cancelErrorText(error) });
      // No answer: the dialog stays for a second press (the same Idempotency-Key, so the order
      // is cancelled once); the lists refresh by themselves when the connection is back.
      if (!(error instanceof ApiError && error.isNetworkError)) onClose();
    }
  };
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => (open || cancel.isPending ? undefined : onClose())}
    >
      <DialogContent role="alertdialog" hideClose>
        {order ? (
          <>
            <CancelQuestion order={order} />
            <DialogFooter>
              <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
                <Trans>Keep order</Trans>
              </Button>
              <Button
                variant="destructive"
                loading={cancel.isPending}
                onClick={() => void confirm(order)}
              >
                <Trans>Cancel order</Trans>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** What is being cancelled, and what comes back. */
function CancelQuestion({ order }: { order: OrderView }) {
  const amount = formatOrderAmount(order.originalAmount, order.base);
  const price = formatPrice(order.price, order.quote);
  const buying = order.side === 'buy';
  return (
    <DialogHeader className="pr-0">
      <DialogTitle>
        {buying ? <Trans>Cancel this buy order?</Trans> : <Trans>Cancel this sell order?</Trans>}
      </DialogTitle>
      <DialogDescription asChild>
        <div className="space-y-2">
          <p>
            {buying ? (
              <Trans>
                Buy {amount} at {price}.
              </Trans>
            ) : (
              <Trans>
                Sell {amount} at {price}.
              </Trans>
            )}
          </p>
          <p>{releaseText(order)}</p>
        </div>
      </DialogDescription>
    </DialogHeader>
  );
}
