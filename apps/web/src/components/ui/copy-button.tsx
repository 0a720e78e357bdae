import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toasts';
import { cn } from '@/lib/cn';

/**
 * Copies a value (a deposit address, a transaction hash) and says so. Addresses are long and
 * unforgiving: one wrong character loses the money, so copying must be one tap, never a selection
 * by hand. The clipboard needs a secure context; when it is refused the user is told to copy by hand.
 */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  /** What is copied, translated, for the accessible name and the toast: "deposit address". */
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t`Copied the ${label}`);
    } catch {
      toast.error(t`Copy failed`, { description: t`Select the ${label} and copy it by hand.` });
    }
  };

  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t`Copy ${label}`}
      className={cn('ui-icon-button', className)}
    >
      <Icon aria-hidden className={cn('h-4 w-4', copied && 'text-emerald-600')} />
    </button>
  );
}
