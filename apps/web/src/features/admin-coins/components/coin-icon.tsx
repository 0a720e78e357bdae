import { useState } from 'react';
import { cn } from '@/lib/cn';
import { coinInitials } from '../lib/coin-rules';

/** The coin's icon, or its two letters when it has none or the image fails to load. */
export function CoinIcon({
  src,
  symbol,
  name,
  className,
}: {
  src: string | null;
  symbol: string;
  name: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('h-9 w-9 shrink-0 rounded-full', className);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailedSrc(src)}
        className={cn(box, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        box,
        'inline-flex items-center justify-center bg-brand-50 text-xs font-bold text-brand-800',
      )}
    >
      {coinInitials(symbol, name)}
    </span>
  );
}
