import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderView } from '@soko/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { filledPercent, statusLabels } from '../lib/order-labels';

const tones: Record<OrderView['status'], BadgeTone> = {
  open: 'brand',
  partially_filled: 'warning',
  filled: 'success',
  // product-spec.md section 4: cancelled has destructive styling.
  cancelled: 'danger',
};

/** The status word, and for a partly filled order how much has filled. */
export function OrderStatus({ order }: { order: OrderView }) {
  const { t, i18n } = useLingui();
  const percent = filledPercent(order);
  const showFill =
    order.status === 'partially_filled' || (order.status === 'cancelled' && percent > 0);
  return (
    <div className="min-w-24 space-y-1">
      <Badge tone={tones[order.status]}>{i18n._(statusLabels[order.status])}</Badge>
      {showFill ? (
        <div className="space-y-0.5">
          <Progress value={percent} label={t`${percent}% filled`} className="h-1.5" />
          <p className="text-xs text-slate-500">
            <Trans>{percent}% filled</Trans>
          </p>
        </div>
      ) : null}
    </div>
  );
}
