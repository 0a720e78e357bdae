import { ORDER_MESSAGES, type OrderView } from '@soko/shared';
import { toast } from 'sonner';
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
import { toastSuccess } from '@/lib/toasts';

/** "Cancel this order?" with what it releases; the order is open while `order` is set. */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: OrderView | null;
  onClose: () => void;
}) {
  const cancel = useCancelOrder();
  const confirm = async (target: OrderView) => {
    try {
      await cancel.mutateAsync(target.id);
      toastSuccess('Order cancelled', { description: releaseText(target) });
      onClose();
    } catch (error) {
      toast.error(ORDER_MESSAGES.cancelFailedTitle, { description: cancelErrorText(error) });
      onClose();
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
            <DialogHeader className="pr-0">
              <DialogTitle>Cancel this {order.side} order?</DialogTitle>
              <DialogDescription asChild>
                <div className="space-y-2">
                  <p>
                    {order.side === 'buy' ? 'Buy' : 'Sell'}{' '}
                    {formatOrderAmount(order.originalAmount, order.base)} at{' '}
                    {formatPrice(order.price, order.quote)}.
                  </p>
                  <p>{releaseText(order)}</p>
                </div>
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
                Keep order
              </Button>
              <Button
                variant="destructive"
                loading={cancel.isPending}
                onClick={() => void confirm(order)}
              >
                Cancel order
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
