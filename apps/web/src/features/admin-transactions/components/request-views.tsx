import { Trans } from '@lingui/react/macro';
import type { ApprovalView, UserStatus } from '@soko/shared';
import type { ReactNode } from 'react';
import { CardList } from '@/components/ui/card';
import {
  Table,
  TableActionsHead,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import type { Decision } from '../lib/decision-subject';
import { DateTime } from './date-time';
import { DecisionButtons } from './decision-buttons';
import { UserCell } from './user-cell';

interface PendingRequest {
  id: string;
  status: string;
  user: { username: string; email: string; status?: UserStatus | undefined };
  approvals?: ApprovalView[] | undefined;
  createdAt: string;
}

interface RequestViewProps<T extends PendingRequest> {
  requests: readonly T[];
  /** "Pending deposit requests": the table's caption, the cards' list name. */
  label: string;
  /** "amina's deposit of 0.5 BTC": tells a screen reader which row a button acts on. */
  who: (request: T) => string;
  onDecide: (request: T, decision: Decision) => void;
}

/**
 * A queue of pending deposit or withdrawal requests as a table: who asked first, the columns of
 * that kind of request, when they asked, and Approve and Reject last.
 */
export function RequestsTable<T extends PendingRequest>({
  requests,
  label,
  who,
  onDecide,
  heads,
  cells,
  dateHead,
}: RequestViewProps<T> & {
  /** The kind's own column heads, between User and the date. */
  heads: ReactNode;
  cells: (request: T) => ReactNode;
  dateHead: string;
}) {
  return (
    <Table>
      <caption className="sr-only">{label}</caption>
      <TableHeader>
        <tr>
          <TableHead>
            <Trans>User</Trans>
          </TableHead>
          {heads}
          <TableHead>{dateHead}</TableHead>
          <TableActionsHead />
        </tr>
      </TableHeader>
      <TableBody>
        {requests.map((request) => (
          <TableRow key={request.id}>
            <TableCell className="max-w-52">
              <UserCell
                username={request.user.username}
                email={request.user.email}
                status={request.user.status}
                approvals={request.approvals}
                pending={request.status === 'pending'}
              />
            </TableCell>
            {cells(request)}
            <TableCell>
              <DateTime iso={request.createdAt} />
            </TableCell>
            <TableCell>
              <DecisionButtons
                who={who(request)}
                onDecide={(decision) => onDecide(request, decision)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The same queue on a phone: one card per request, its buttons full width at the bottom. */
export function RequestCards<T extends PendingRequest>({
  requests,
  label,
  who,
  onDecide,
  children,
}: RequestViewProps<T> & { children: (request: T) => ReactNode }) {
  return (
    <CardList label={label} items={requests}>
      {(request) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <UserCell
              username={request.user.username}
              email={request.user.email}
              status={request.user.status}
              approvals={request.approvals}
              pending={request.status === 'pending'}
            />
            <span className="shrink-0 text-xs text-slate-500">
              {formatDateTime(request.createdAt)}
            </span>
          </div>
          {children(request)}
          <div className="mt-4 border-t border-slate-100 pt-3">
            <DecisionButtons
              block
              who={who(request)}
              onDecide={(decision) => onDecide(request, decision)}
            />
          </div>
        </>
      )}
    </CardList>
  );
}
