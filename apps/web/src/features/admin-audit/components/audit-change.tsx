import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { auditDiff, type AuditNames, type DiffLine } from '../lib/audit-diff';

/** Lines shown before "n more": enough for a settings change, short enough for a phone. */
const VISIBLE_LINES = 4;

/** The before → after of one audit entry, only the fields that changed. */
export function AuditChange({
  before,
  after,
  names,
}: {
  before: unknown;
  after: unknown;
  /** Usernames for the ids the values hold (approvers), from the entry. */
  names?: AuditNames;
}) {
  const { t } = useLingui();
  const lines = auditDiff(before, after, names, t`none`);
  if (lines.length === 0) {
    return (
      <span className="text-xs text-slate-500">
        <Trans>No field changes</Trans>
      </span>
    );
  }
  // "1 more change" would hide no more than it shows; fold only when two or more are left.
  const cut = lines.length > VISIBLE_LINES + 1 ? VISIBLE_LINES : lines.length;
  const shown = lines.slice(0, cut);
  const rest = lines.slice(cut);
  const more = rest.length;
  return (
    <div className="space-y-0.5 text-xs">
      <DiffLines lines={shown} />
      {rest.length > 0 ? (
        <details className="group">
          <summary className="cursor-pointer py-1 text-brand-700 select-none hover:underline">
            <Plural value={more} one="# more change" other="# more changes" />
          </summary>
          <DiffLines lines={rest} />
        </details>
      ) : null}
    </div>
  );
}

function DiffLines({ lines }: { lines: DiffLine[] }) {
  const { t } = useLingui();
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li
          key={line.path || '(value)'}
          className="flex flex-wrap items-center gap-x-1.5 break-all"
        >
          {line.path ? <span className="font-medium text-slate-600">{line.path}:</span> : null}
          {line.kind !== 'added' ? (
            <span
              className={
                line.kind === 'removed'
                  ? 'rounded bg-red-50 px-1 font-mono text-red-800 line-through decoration-red-300'
                  : 'rounded bg-red-50 px-1 font-mono text-red-800'
              }
            >
              {line.before}
            </span>
          ) : null}
          {line.kind === 'changed' ? (
            <ArrowRight aria-label={t`to`} className="h-3 w-3 shrink-0 text-slate-400" />
          ) : null}
          {line.kind !== 'removed' ? (
            <span className="rounded bg-emerald-50 px-1 font-mono text-emerald-800">
              {line.after}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
