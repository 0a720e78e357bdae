import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@soko/shared';
import { Badge } from '@/components/ui/badge';
import { CardList } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { describeTarget, namesOf } from '../lib/audit-labels';
import { describeAction, targetLabel } from '../lib/audit-texts';
import { AuditChange } from './audit-change';

function ActionBadge({ action }: { action: string }) {
  const { i18n } = useLingui();
  // The verb after the dot ("coin.delete") says whether something was taken away or granted.
  const verb = action.slice(action.lastIndexOf('.') + 1);
  const tone = ['reject', 'delete', 'deactivate'].includes(verb)
    ? 'danger'
    : ['approve', 'create'].includes(verb)
      ? 'success'
      : 'neutral';
  return <Badge tone={tone}>{describeAction(i18n, action)}</Badge>;
}

function Target({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const target = describeTarget(entry);
  const { id } = target;
  return (
    <>
      <p className="text-slate-900">{targetLabel(i18n, target)}</p>
      {id ? (
        <p className="truncate font-mono text-xs text-slate-500" title={id}>
          {id}
        </p>
      ) : null}
    </>
  );
}

function TargetId({ entry }: { entry: AuditEntry }) {
  const { id } = describeTarget(entry);
  return id ? <p className="font-mono text-xs break-all text-slate-500">{id}</p> : null;
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table>
      <caption className="sr-only">
        <Trans>Audit log</Trans>
      </caption>
      <TableHeader>
        <tr>
          <TableHead>
            <Trans>When (EAT)</Trans>
          </TableHead>
          <TableHead>
            <Trans>Who</Trans>
          </TableHead>
          <TableHead>
            <Trans>Action</Trans>
          </TableHead>
          <TableHead>
            <Trans>Target</Trans>
          </TableHead>
          <TableHead>
            <Trans>Change</Trans>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} className="align-top">
            <TableCell className="align-top whitespace-nowrap">
              <When iso={entry.createdAt} />
              {entry.ipAddress ? <p className="text-xs text-slate-500">{entry.ipAddress}</p> : null}
            </TableCell>
            <TableCell className="align-top font-medium text-slate-900">
              {entry.actor.username}
            </TableCell>
            <TableCell className="align-top">
              <ActionBadge action={entry.action} />
            </TableCell>
            <TableCell className="max-w-48 align-top">
              <Target entry={entry} />
            </TableCell>
            <TableCell className="max-w-md min-w-64 align-top">
              <AuditChange before={entry.before} after={entry.after} names={namesOf(entry)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { i18n, t } = useLingui();
  return (
    <CardList label={t`Audit log`} items={entries} cardClassName="space-y-2 p-4">
      {(entry) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <ActionBadge action={entry.action} />
            <span className="text-right text-xs text-slate-500">
              <When iso={entry.createdAt} />
            </span>
          </div>
          <div className="text-sm text-slate-700">
            <p>
              <span className="font-medium text-slate-900">{entry.actor.username}</span> ·{' '}
              {targetLabel(i18n, describeTarget(entry))}
            </p>
            <TargetId entry={entry} />
          </div>
          <div className="border-t border-slate-100 pt-2">
            <AuditChange before={entry.before} after={entry.after} names={namesOf(entry)} />
          </div>
        </>
      )}
    </CardList>
  );
}
