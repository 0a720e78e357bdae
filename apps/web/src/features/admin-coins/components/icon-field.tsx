import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { iconProblem } from '../lib/coin-rules';
import { CoinIcon } from '@/components/ui/coin-icon';
import { coinInitials } from '../lib/coin-rules';
import { useCoinText } from './coin-texts';

interface IconFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The coin's icon today (edit), shown until a new one is chosen. */
  currentSrc?: string | null;
  symbol: string;
  name: string;
}

/** Picks an optional icon: checked (image, at most 5 MB) and previewed before anything is sent. */
export function IconField({ file, onChange, currentSrc = null, symbol, name }: IconFieldProps) {
  const { t } = useLingui();
  const coinText = useCoinText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(file);

  const onPick = (picked: File | undefined) => {
    if (!picked) return;
    const found = iconProblem(picked);
    setProblem(found);
    if (!found) preview.show(picked);
    onChange(found ? null : picked);
    // Lets the same file be picked again after a fix elsewhere.
    if (inputRef.current) inputRef.current.value = '';
  };

  const fileNote = (fileName: string) => t`${fileName} will be uploaded on save.`;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        <Trans>Icon (optional)</Trans>
      </label>
      <div className="flex items-center gap-3">
        <CoinIcon
          iconUrl={preview.url ?? currentSrc ?? null}
          symbol={symbol}
          fallback={coinInitials(symbol, name)}
          className="h-14 w-14 text-base"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
            <ImagePlus aria-hidden className="h-4 w-4" />
            {file || currentSrc ? <Trans>Replace image</Trans> : <Trans>Choose image</Trans>}
          </Button>
          {file ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden className="h-4 w-4" />
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onPick(event.target.files?.[0])}
        />
      </div>
      {problem ? (
        <p id={`${id}-hint`} role="alert" className="text-sm text-red-600">
          {coinText(problem)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {file ? fileNote(file.name) : t`PNG, JPEG or WebP, at most 5 MB.`}
        </p>
      )}
    </div>
  );
}

/**
 * An object URL for the chosen file, made when it is picked (not in an effect) and revoked once
 * it is replaced or the field goes away. A file set from outside (Remove) shows no stale preview.
 */
function usePreview(file: File | null) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);
  const show = (picked: File) => setPreview({ file: picked, url: URL.createObjectURL(picked) });
  return { url: preview && preview.file === file ? preview.url : null, show };
}
