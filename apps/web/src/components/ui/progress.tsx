import { cn } from '@/lib/cn';

/**
 * A determinate progress bar (role="progressbar" with its value, so a screen reader can read the
 * share done). `value` is a whole percentage, 0 to 100.
 */
export function Progress({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.floor(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('ui-progress', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
