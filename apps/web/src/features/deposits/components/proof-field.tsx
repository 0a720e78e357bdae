import { Trans, useLingui } from '@lingui/react/macro';
import { ACCEPTED_IMAGE_TYPES } from '@soko/shared';
import { ImageUp, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { formatFileSize } from '../lib/deposit-form';

interface ProofFieldProps {
  file: File | null;
  /** Called with the chosen file; the form checks type and size at once. */
  onChange: (file: File | null) => void;
  error: string | undefined;
  disabled: boolean;
}

/** The proof image: a large tap target that opens the phone's gallery or camera. */
export function ProofField({ file, onChange, error, disabled }: ProofFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-700">
        <Trans>Proof of transaction</Trans>
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Lets the same file be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      {file ? (
        <div
          className={cn(
            'flex items-center gap-3 rounded-lg border bg-white p-3',
            error ? 'border-red-400' : 'border-slate-300',
          )}
        >
          <ImageUp
            aria-hidden
            className={cn('h-5 w-5 shrink-0', error ? 'text-red-600' : 'text-brand-700')}
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
            <span className="block text-xs text-slate-500">{formatFileSize(file.size)}</span>
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(null)}
            aria-label={t`Remove the chosen image`}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 disabled:opacity-50"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            'flex min-h-16 items-center justify-center gap-2 rounded-lg border-2 border-dashed px-3 py-3 text-sm font-medium',
            error
              ? 'border-red-400 text-red-700'
              : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          <ImageUp aria-hidden className="h-5 w-5" />
          <Trans>Choose an image (PNG, JPEG or WebP, up to 5 MB)</Trans>
        </label>
      )}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-sm text-slate-500">
          <Trans>A screenshot of the transfer from your exchange or wallet app.</Trans>
        </p>
      )}
    </div>
  );
}
