import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Two letters for a coin without a usable icon: its symbol's first two ("BT"). */
function initials(symbol: string): string {
  return (
    symbol
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

/**
 * The coin's icon, or a fallback when it has none or the image fails to load: the symbol's first
 * two letters (product-spec.md: "coin icon or a two-letter fallback"), unless a screen names its
 * own (the wallet shows "KES").
 */
export function CoinIcon({
  symbol,
  iconUrl,
  fallback,
  className,
}: {
  symbol: string;
  iconUrl: string | null;
  fallback?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (iconUrl && failedSrc !== iconUrl) {
    return (
      <img
        src={iconUrl}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(iconUrl)}
        className={cn('ui-coin-icon bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'ui-coin-icon inline-flex items-center justify-center bg-brand-50 text-xs font-bold text-brand-800',
        className,
      )}
    >
      {fallback ?? initials(symbol)}
    </span>
  );
}
