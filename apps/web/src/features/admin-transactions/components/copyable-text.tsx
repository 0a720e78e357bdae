import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { shortenMiddle } from '@/lib/format';

/**
 * An address or hash in monospace with a copy button. Shortened in the middle in tables (the ends
 * are what people compare), shown whole on cards; always copied whole, and whole in the title.
 */
export function CopyableText({
  value,
  label,
  className,
  full = false,
}: {
  value: string;
  /** What is copied, lower case: "withdrawal address". */
  label: string;
  className?: string;
  full?: boolean;
}) {
  return (
    <span className={cn('inline-flex max-w-full items-center gap-0.5', className)}>
      <span
        title={value}
        className={cn('font-mono text-xs text-slate-700', full ? 'break-all' : 'whitespace-nowrap')}
      >
        {full ? value : shortenMiddle(value)}
      </span>
      {/* 36 px beside a table cell's text on a desktop; a phone keeps CopyButton's 44 px. */}
      <CopyButton value={value} label={label} className="md:h-9 md:w-9" />
    </span>
  );
}
