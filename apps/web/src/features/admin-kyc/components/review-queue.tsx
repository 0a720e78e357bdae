import { useState } from 'react';
import { toast } from 'sonner';
import { KYC_DOCUMENT_LABELS, type AdminKycDocument, type KycDocumentStatus } from '@soko/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useKycQueue, useReviewDocument } from '../api/admin-kyc';

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
  const review = useReviewDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decide = async (decision: 'approve' | 'reject') => {
    setError(undefined);
    try {
      await review.mutateAsync({ id: doc.id, decision, reason });
      toast.success(decision === 'approve' ? `${doc.user.username} is now tier 2` : 'Rejected');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The review failed. Try again.');
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
          <Badge tone="neutral">Tier {doc.user.tier}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          {KYC_DOCUMENT_LABELS[doc.documentType]}{' '}
          <span className="font-mono">{doc.documentNumber}</span>
          {' · '}sent {formatDateTime(doc.createdAt)}
        </p>
        <div className="flex flex-wrap gap-3">
          <Thumb fileId={doc.frontFileId} label="Front" />
          <Thumb fileId={doc.backFileId} label="Back" />
          <Thumb fileId={doc.selfieFileId} label="Selfie" />
        </div>
        {doc.status === 'pending' ? (
          <div className="space-y-2">
            <Input
              aria-label={`Reason to reject ${doc.user.username}`}
              placeholder="Reason (needed to reject; the trader sees it)"
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
                Approve
              </Button>
              <Button
                size="sm"
                variant="destructive"
                disabled={reason.trim().length < 3 || review.isPending}
                onClick={() => void decide('reject')}
              >
                Reject
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            {doc.status === 'approved' ? 'Approved' : `Rejected: ${doc.reason ?? ''}`} by{' '}
            {doc.reviewedBy ?? 'an admin'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** ID submissions waiting for an admin (or already decided), oldest first. */
export function ReviewQueue() {
  const [status, setStatus] = useState<KycDocumentStatus>('pending');
  const queue = useKycQueue(status);
  return (
    <div className="space-y-4">
      <Select
        label="Show"
        wrapperClassName="max-w-xs"
        value={status}
        onChange={(e) => setStatus(e.target.value as KycDocumentStatus)}
      >
        <option value="pending">Waiting for review</option>
        <option value="approved">Approved</option>
        <option value="rejected">Rejected</option>
      </Select>
      {queue.isPending ? (
        <Skeleton className="h-40" />
      ) : queue.isError ? (
        <ErrorState title="Could not load the queue" onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState>No submissions here.</EmptyState>
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
