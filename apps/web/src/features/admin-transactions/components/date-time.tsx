import { dateFormat, formatDate } from '@/lib/format';

/** In the language on screen (en-KE or sw-KE), Nairobi time; built once per language. */
const timeOnly = dateFormat({ timeStyle: 'short' });

/** The date over the time (Nairobi), so a table's date column stays narrow without odd breaks. */
export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {formatDate(iso)}
      <span className="block text-xs text-slate-500">{timeOnly().format(new Date(iso))}</span>
    </time>
  );
}
