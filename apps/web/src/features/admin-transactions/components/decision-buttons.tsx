import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Decision } from '../lib/decision-subject';

/** Approve and Reject for one row; each opens its confirmation dialog, never acts at once. */
export function DecisionButtons({
  onDecide,
  who,
  block = false,
  stacked = false,
}: {
  onDecide: (decision: Decision) => void;
  /** "amina's deposit of 0.5 BTC": tells a screen reader which row the button acts on. */
  who: string;
  /** Full-width halves for cards on a phone. */
  block?: boolean;
  /** One above the other, for a table that has no room for two buttons side by side. */
  stacked?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      className={cn(
        'gap-2',
        block ? 'grid grid-cols-2' : 'flex justify-end',
        stacked && 'flex-col items-stretch',
      )}
    >
      <Button
        size={block ? 'md' : 'sm'}
        onClick={() => onDecide('approve')}
        aria-label={t`Approve ${who}`}
      >
        <Check aria-hidden className="h-4 w-4" />
        <Trans>Approve</Trans>
      </Button>
      <Button
        size={block ? 'md' : 'sm'}
        variant="secondary"
        className="text-red-700"
        onClick={() => onDecide('reject')}
        aria-label={t`Reject ${who}`}
      >
        <X aria-hidden className="h-4 w-4" />
        <Trans>Reject</Trans>
      </Button>
    </div>
  );
}
