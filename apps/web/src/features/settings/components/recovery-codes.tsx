import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { copyText } from '../utils/copy-text';

/**
 * The recovery codes, shown once: the server keeps only their hashes. Each one logs in once
 * without the phone, so the person is asked plainly to save them before going on.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLParagraphElement>(null);
  // Screen-reader and keyboard users land on the warning, not on a button further down.
  useEffect(() => headingRef.current?.focus(), []);
  const text = codes.join('\n');

  const copy = async () => {
    if (await copyText(text)) toast.success(t`Recovery codes copied`);
    else toast.error(t`Copy failed`, { description: t`Select the codes and copy them by hand.` });
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t`Soko recovery codes`}\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'soko-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
        <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
        <div className="text-sm">
          <p ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
            <Trans>Save these recovery codes now</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              They are shown only this once. If you lose your phone, each code lets you log in one
              time. Keep them somewhere safe, away from your phone.
            </Trans>
          </p>
        </div>
      </div>
      <ul
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900 select-all sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <div className="flex gap-2">
          <Button variant="secondary" onClick={copy} className="flex-1 sm:flex-none">
            <Copy aria-hidden className="h-4 w-4" />
            <Trans>Copy codes</Trans>
          </Button>
          <Button variant="secondary" onClick={download} className="flex-1 sm:flex-none">
            <Download aria-hidden className="h-4 w-4" />
            <Trans>Download</Trans>
          </Button>
        </div>
        <Button onClick={onDone}>
          <Trans>I have saved my codes</Trans>
        </Button>
      </div>
    </div>
  );
}
