import { DISPLAY_LOCALE, DISPLAY_TIME_ZONE } from '@soko/shared';
import { formatDate } from '@/lib/format';

const timeOnly = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

/** The date over the time (Nairobi), so a table's date column stays narrow without odd breaks. */
export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {formatDate(iso)}
      <span className="block text-xs text-slate-500">{timeOnly.format(new Date(iso))}</span>
    </time>
  );
}
