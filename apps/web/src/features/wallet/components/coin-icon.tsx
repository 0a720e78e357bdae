import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The coin's logo, or its symbol in a circle when there is none or it fails to load. */
export function CoinIcon({
  symbol,
  iconUrl,
  className,
}: {
  symbol: string;
  iconUrl: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const base = cn('h-10 w-10 shrink-0 rounded-full', className);
  if (iconUrl && !broken) {
    return (
      <img
        src={iconUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        onError={() => setBroken(true)}
        className={cn(base, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        base,
        'inline-flex items-center justify-center bg-brand-50 text-xs font-bold text-brand-800',
      )}
    >
      {symbol.slice(0, 3)}
    </span>
  );
}
