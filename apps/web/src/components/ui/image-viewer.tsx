import { Trans } from '@lingui/react/macro';
import { ExternalLink, ImageOff, Maximize2, Minimize2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  title: string;
  description?: string;
  alt: string;
  /** Buttons that act on what is shown (Approve and Reject a proof), under the image. */
  actions?: ReactNode;
}

/**
 * A full-size look at one image (a deposit's proof). It opens fitted to the screen; "Actual size"
 * shows every pixel with scrolling, to read a transaction hash in a screenshot. "Open in new tab"
 * uses the same URL, so the session cookie goes with it.
 */
export function ImageViewer({
  open,
  onOpenChange,
  src,
  title,
  description,
  alt,
  actions,
}: ImageViewerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-4xl flex-col">
        {/* Keyed by the image so the zoom and load state start afresh for each proof. */}
        <ImageViewerBody key={src} src={src} title={title} description={description} alt={alt} />
        {actions ? <div className="mt-3 border-t border-slate-100 pt-3">{actions}</div> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImageViewerBody({
  src,
  title,
  description,
  alt,
}: Omit<ImageViewerProps, 'open' | 'onOpenChange' | 'actions'>) {
  const [fit, setFit] = useState(true);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <>
      <DialogHeader className="mb-3">
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      <div
        className={cn(
          'relative flex min-h-48 flex-1 rounded-lg bg-slate-100',
          fit ? 'items-center justify-center overflow-hidden' : 'overflow-auto',
        )}
      >
        {state === 'failed' ? (
          <div className="flex flex-col items-center gap-2 p-8 text-center text-sm text-slate-500">
            <ImageOff aria-hidden className="h-6 w-6" />
            <Trans>The image could not be loaded.</Trans>
          </div>
        ) : (
          <img
            src={src}
            alt={alt}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={cn(
              fit ? 'max-h-[calc(100dvh-14rem)] max-w-full object-contain' : 'max-w-none',
              state === 'loading' && 'opacity-0',
            )}
          />
        )}
        {state === 'loading' ? (
          <span
            aria-hidden
            className="absolute top-1/2 left-1/2 h-8 w-8 -translate-1/2 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
          />
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setFit((value) => !value)}
          disabled={state !== 'loaded'}
          aria-pressed={!fit}
        >
          {fit ? (
            <Maximize2 aria-hidden className="h-4 w-4" />
          ) : (
            <Minimize2 aria-hidden className="h-4 w-4" />
          )}
          {fit ? <Trans>Actual size</Trans> : <Trans>Fit to screen</Trans>}
        </Button>
        <Button variant="secondary" size="sm" asChild>
          <a href={src} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden className="h-4 w-4" />
            <Trans>Open in new tab</Trans>
          </a>
        </Button>
      </div>
    </>
  );
}
