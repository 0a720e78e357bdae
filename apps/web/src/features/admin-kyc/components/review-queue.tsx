import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import type { AdminKycDocument, KycDocumentStatus, KycDocumentType } from '@soko/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { formatDateTime } from '@/lib/format';
import { useKycQueue, useReviewDocument } from '../api/admin-kyc';
import { errorText } from '@/lib/use-error-text';

const DOCUMENT_LABELS: Record<KycDocumentType, MessageDescriptor> = {
  national_id: msg`National ID`,
  passport: msg`Passport`,
  alien_id: msg`Alien ID`,
};

function Thumb({ fileId, label }: { fileId: string | null; label: string }) {
  if (!fileId) return null;
  const src = `/api/kyc/files/${encodeURIComponent(fileId)}`;
  return (
    <a
      href={src}
      target="_blank"
      rel="noreferrer"
      className="block space-y-1 text-xs text-slate-600"
    >
      <img
        src={src}
        alt={label}
        className="h-24 w-32 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      {label}
    </a>
  );
}

function Submission({ doc }: { doc: AdminKycDocument }) {
  const { t, i18n } = useLingui();
  const username = doc.user.username;
  const userTier = doc.user.tier;
  const sentAt = formatDateTime(doc.createdAt);
  const review = useReviewDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decide = async (decision: 'approve' | 'reject') => {
    setError(undefined);
    try {
      await review.mutateAsync({ id: doc.id, decision, reason });
      toast.success(decision === 'approve' ? t`${username} is now tier 2` : t`Rejected`);
    } catch (e) {
      setError(errorText(e, t`The review failed. Try again.`));
    }
  };
  return (
    <Card>
      <CardContent className="space-y-3 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-medium text-slate-900">{doc.user.username}</p>
            <p className="text-sm text-slate-500">{doc.user.email}</p>
          </div>
          <Badge tone="neutral">
            <Trans>Tier {userTier}</Trans>
          </Badge>
        </div>
        <p className="text-sm text-slate-700">
          {i18n._(DOCUMENT_LABELS[doc.documentType])}{' '}
          <span className="font-mono">{doc.documentNumber}</span>
          {' · '}
          <Trans>sent {sentAt}</Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <Thumb fileId={doc.frontFileId} label={t`Front`} />
          <Thumb
            fileId={doc.backFileId}
            label={t({ message: 'Back', context: 'the back side of an ID document' })}
          />
          <Thumb fileId={doc.selfieFileId} label={t`Selfie`} />
        </div>
        {doc.status === 'pending' ? (
          <div className="space-y-2">
            <Input
              aria-label={t`Reason to reject ${username}`}
              placeholder={t`Reason (needed to reject; the trader sees it)`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {error ? (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" loading={review.isPending} onClick={() => void decide('approve')}>
                <Trans>Approve</Trans>
              </Button>
              <Button
                size="sm"
                variant="destructive"
                disabled={reason.trim().length < 3 || review.isPending}
                onClick={() => void decide('reject')}
              >
                <Trans>Reject</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <DecisionNote doc={doc} />
        )}
      </CardContent>
    </Card>
  );
}

/** Who decided a submission already reviewed, and the reason given for a rejection. */
function DecisionNote({ doc }: { doc: AdminKycDocument }) {
  const rejectReason = doc.reason ?? '';
  const reviewer = doc.reviewedBy;
  return (
    <p className="text-sm text-slate-600">
      {doc.status === 'approved' ? (
        reviewer ? (
          <Trans>Approved by {reviewer}</Trans>
        ) : (
          <Trans>Approved by an admin</Trans>
        )
      ) : reviewer ? (
        <Trans>
          Rejected: {rejectReason} by {reviewer}
        </Trans>
      ) : (
        <Trans>Rejected: {rejectReason} by an admin</Trans>
      )}
    </p>
  );
}

/** ID submissions waiting for an admin (or already decided), oldest first. */
export function ReviewQueue() {
  const { t } = useLingui();
  const [status, setStatus] = useState<KycDocumentStatus>('pending');
  const queue = useKycQueue(status);
  return (
    <div className="space-y-4">
      <Select
        label={t`Show`}
        wrapperClassName="max-w-xs"
        value={status}
        onChange={(e) => setStatus(e.target.value as KycDocumentStatus)}
      >
        <option value="pending">{t`Waiting for review`}</option>
        <option value="approved">{t`Approved`}</option>
        <option value="rejected">{t`Rejected`}</option>
      </Select>
      {queue.isPending ? (
        <Skeleton className="h-40" />
      ) : queue.isError ? (
        <ErrorState title={t`Could not load the queue`} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState>
          <Trans>No submissions here.</Trans>
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {queue.data.items.map((doc) => (
            <Submission key={doc.id} doc={doc} />
          ))}
        </div>
      )}
    </div>
  );
}
