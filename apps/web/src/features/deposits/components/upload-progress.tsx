import { Trans, useLingui } from '@lingui/react/macro';
import { Progress } from '@/components/ui/progress';

/**
 * The real share of the proof sent so far (from the upload's own progress events). Once every
 * byte is out, the server still stores the image and records the deposit; say so, so a full bar
 * that waits does not look stuck.
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  const percent = Math.floor(fraction * 100);
  const sent = percent >= 100;
  return (
    <div className="space-y-1.5" aria-live="polite">
      <div className="flex justify-between text-sm text-slate-600">
        <span>
          {sent ? (
            <Trans>Upload complete. Recording your deposit...</Trans>
          ) : (
            <Trans>Uploading proof...</Trans>
          )}
        </span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} label={t`Proof upload`} />
    </div>
  );
}
