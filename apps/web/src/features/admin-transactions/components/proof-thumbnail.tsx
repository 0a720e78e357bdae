import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { ImageViewer } from '@/components/ui/image-viewer';
import { cn } from '@/lib/cn';
import type { Decision } from '../lib/decision-subject';
import { whoLabel } from '../lib/decision-texts';
import { DecisionButtons } from './decision-buttons';

interface ProofThumbnailProps {
  /** GET /api/transactions/:id/proof: private, the session cookie goes with the <img>. */
  src: string | null;
  username: string;
  /** "0.5 BTC": says whose proof and of what, in the viewer's title and the image's alt. */
  amountLabel: string;
  size?: 'sm' | 'lg';
  /**
   * Given while the request waits for an admin: the viewer then offers Approve and Reject, so the
   * admin decides while looking at the proof. Each closes the viewer and opens the same
   * confirmation dialog as the row's buttons (with its four-eyes rules), never acts at once.
   */
  onDecide?: ((decision: Decision) => void) | undefined;
}

/** A small preview of the deposit's proof; a tap opens it full size in the viewer. */
export function ProofThumbnail({
  src,
  username,
  amountLabel,
  size = 'sm',
  onDecide,
}: ProofThumbnailProps) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const box = size === 'sm' ? 'h-12 w-12' : 'h-20 w-20';
  if (!src) {
    return (
      <span className="text-xs text-slate-500">
        <Trans>No proof</Trans>
      </span>
    );
  }
  const alt = t`Proof of ${username}'s deposit of ${amountLabel}`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t`View proof of ${username}'s deposit of ${amountLabel}`}
        className={cn(
          'group relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 hover:border-brand-600',
          box,
        )}
      >
        {broken ? (
          <ImageOff aria-hidden className="h-5 w-5 text-slate-400" />
        ) : (
          <img
            src={src}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="h-full w-full object-cover transition-transform group-hover:scale-105"
          />
        )}
      </button>
      <ImageViewer
        open={open}
        onOpenChange={setOpen}
        src={src}
        alt={alt}
        title={t`Proof of deposit`}
        description={`${username} · ${amountLabel}`}
        actions={
          onDecide ? (
            <DecisionButtons
              block
              who={whoLabel(i18n, 'deposit', username, amountLabel)}
              onDecide={(decision) => {
                setOpen(false);
                onDecide(decision);
              }}
            />
          ) : undefined
        }
      />
    </>
  );
}
