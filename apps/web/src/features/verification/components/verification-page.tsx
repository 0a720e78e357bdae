import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Clock, ShieldCheck } from 'lucide-react';
import type { KycStatus } from '@soko/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { useAccountLimits, useKycStatus } from '../api/verification';
import { IdStep } from './id-step';
import { LimitsCard } from './limits-card';
import { PhoneStep } from './phone-step';
import { errorText } from '@/lib/use-error-text';

const TIER_WORDS: MessageDescriptor[] = [
  msg`Tier 0: email verified`,
  msg`Tier 1: phone verified`,
  msg`Tier 2: identity verified`,
];

function TierSteps({ status }: { status: KycStatus }) {
  const { t } = useLingui();
  // Each step says "done" inside its own message: word order differs between languages.
  const steps = [
    {
      key: 'email',
      label: status.emailVerified ? t`Email done` : t`Email`,
      done: status.emailVerified,
    },
    {
      key: 'phone',
      label: status.phoneVerified || status.tier >= 1 ? t`Phone done` : t`Phone`,
      done: status.phoneVerified || status.tier >= 1,
    },
    {
      key: 'id',
      label: status.tier >= 2 ? t`ID and selfie done` : t`ID and selfie`,
      done: status.tier >= 2,
    },
  ];
  return (
    <ol className="flex flex-wrap gap-2" aria-label={t`Verification steps`}>
      {steps.map((step) => (
        <li key={step.key}>
          <Badge tone={step.done ? 'success' : 'neutral'}>
            {step.done ? <CheckCircle2 aria-hidden className="h-3.5 w-3.5" /> : null}
            {step.label}
          </Badge>
        </li>
      ))}
    </ol>
  );
}

function NextStep({ status }: { status: KycStatus }) {
  switch (status.nextStep) {
    case 'verify_email':
      return (
        <p className="text-sm text-slate-600">
          <Trans>
            Verify your email address first: open the link we emailed you (Settings can resend it).
          </Trans>
        </p>
      );
    case 'verify_phone':
      return <PhoneStep status={status} />;
    case 'upload_id':
      return <IdStep status={status} />;
    case 'awaiting_review':
      return (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Clock aria-hidden className="mt-0.5 h-4 w-4 text-amber-600" />
          <Trans>
            Your documents are waiting for review. We will update this page as soon as an admin has
            looked at them.
          </Trans>
        </p>
      );
    case 'done':
      return (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 text-emerald-600" />
          <Trans>You are fully verified. Your limits are the highest Soko offers.</Trans>
        </p>
      );
  }
}

/** The trader's Verification page: tier, next step, and the limits with what is used. */
export function VerificationPage() {
  const { t, i18n } = useLingui();
  const status = useKycStatus();
  const limits = useAccountLimits();
  const tierTitle = (tier: number) => {
    const words = TIER_WORDS[tier];
    return words ? i18n._(words) : null;
  };
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{status.data ? tierTitle(status.data.tier) : t`Your verification`}</CardTitle>
          <CardDescription>
            <Trans>
              Kenyan law (VASP Act 2025) asks us to know our customers. Each step raises your
              limits.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {status.isPending ? (
            <div className="space-y-3" aria-label={t`Loading verification`}>
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-24" />
            </div>
          ) : status.isError ? (
            <ErrorState
              title={t`Could not load your verification`}
              message={errorText(status.error)}
              onRetry={() => void status.refetch()}
            />
          ) : (
            <>
              <TierSteps status={status.data} />
              <NextStep status={status.data} />
            </>
          )}
        </CardContent>
      </Card>
      <LimitsCard query={limits} />
    </div>
  );
}
