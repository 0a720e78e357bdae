import { Trans, useLingui } from '@lingui/react/macro';
import type { MfaSetupResponse, SessionUser } from '@soko/shared';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMfaDisable } from '../api/mfa-disable';
import { useMfaEnable } from '../api/mfa-enable';
import { useMfaSetup } from '../api/mfa-setup';
import { copyText } from '../utils/copy-text';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { name: 'idle' }
  | { name: 'setup'; setup: MfaSetupResponse }
  | { name: 'recovery'; codes: string[] }
  | { name: 'disable' };

/**
 * TOTP two-factor authentication (decisions.md 10). Off: Enable fetches a secret and its QR code,
 * and a code from the app turns it on; the recovery codes then show once. On: Disable asks for the
 * password and a code. The step lives here, not in the session, so the recovery codes stay up after the session
 * refreshes to mfaEnabled.
 */
export function TwoFactorCard({
  user,
  onSessionChanged,
}: {
  user: SessionUser;
  onSessionChanged: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const setup = useMfaSetup();
  const enable = useMfaEnable(onSessionChanged);
  const disable = useMfaDisable(onSessionChanged);
  const reset = () => setStep({ name: 'idle' });

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (data) => setStep({ name: 'setup', setup: data }),
      onError: () =>
        toast.error(t`Could not start two-factor setup`, { description: t`Please try again.` }),
    });

  return (
    <Card>
      <TwoFactorHeader enabled={user.mfaEnabled} />
      <CardContent>
        {step.name === 'setup' ? (
          <SetupStep
            setup={step.setup}
            onCancel={reset}
            onSubmit={async (code) => {
              const { recoveryCodes } = await enable.mutateAsync({ code });
              setStep({ name: 'recovery', codes: recoveryCodes });
              toast.success(t`Two-factor authentication is on`);
            }}
          />
        ) : step.name === 'recovery' ? (
          <RecoveryCodes codes={step.codes} onDone={reset} />
        ) : step.name === 'disable' ? (
          <CodeForm
            label={t`Code from your authenticator app`}
            submitLabel={t`Turn off two-factor`}
            failureTitle={t`Could not turn off two-factor authentication`}
            acceptRecoveryCode
            destructive
            askPassword
            onCancel={reset}
            onSubmit={async (code, currentPassword) => {
              await disable.mutateAsync({ code, currentPassword });
              reset();
              toast.success(t`Two-factor authentication is off`);
            }}
          />
        ) : (
          <MfaStatus
            enabled={user.mfaEnabled}
            starting={setup.isPending}
            onEnable={start}
            onDisable={() => setStep({ name: 'disable' })}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** What two-factor is for, and whether it is on. */
function TwoFactorHeader({ enabled }: { enabled: boolean }) {
  return (
    <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
      <div className="space-y-1">
        <CardTitle>
          <Trans>Two-factor authentication</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A code from an authenticator app on your phone, asked for at every login, keeps your
            funds safe even if someone learns your password.
          </Trans>
        </CardDescription>
      </div>
      {enabled ? (
        <Badge tone="success">
          <Trans>On</Trans>
        </Badge>
      ) : (
        <Badge tone="neutral">
          <Trans>Off</Trans>
        </Badge>
      )}
    </CardHeader>
  );
}

/** Outside a step: what two-factor does for this account now, and the button to change it. */
function MfaStatus({
  enabled,
  starting,
  onEnable,
  onDisable,
}: {
  enabled: boolean;
  starting: boolean;
  onEnable: () => void;
  onDisable: () => void;
}) {
  if (enabled) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden className="h-5 w-5 shrink-0 text-emerald-600" />
          <Trans>Your account asks for a code from your authenticator app when you log in.</Trans>
        </p>
        <Button variant="secondary" onClick={onDisable}>
          <ShieldOff aria-hidden className="h-4 w-4" />
          <Trans>Disable</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        <Trans>
          You need an authenticator app such as Google Authenticator, Microsoft Authenticator or
          Authy.
        </Trans>
      </p>
      <Button onClick={onEnable} loading={starting}>
        <ShieldCheck aria-hidden className="h-4 w-4" />
        <Trans>Enable</Trans>
      </Button>
    </div>
  );
}

/** Four-character groups are easier to type into an authenticator app by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function SetupStep({
  setup,
  onCancel,
  onSubmit,
}: {
  setup: MfaSetupResponse;
  onCancel: () => void;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const copySecret = async () => {
    if (await copyText(setup.secret)) toast.success(t`Key copied`);
    else toast.error(t`Copy failed`, { description: t`Select the key and copy it by hand.` });
  };
  return (
    <ol className="space-y-6">
      <li className="space-y-3">
        <p className="text-sm font-medium text-slate-900">
          <Trans>1. Scan this QR code with your authenticator app</Trans>
        </p>
        <img
          src={setup.qrCodeDataUrl}
          alt={t`QR code for adding Soko to your authenticator app`}
          width={192}
          height={192}
          className="h-48 w-48 rounded-lg border border-slate-200 bg-white p-2"
        />
        <div className="space-y-1.5">
          <p className="text-sm text-slate-600">
            <Trans>Can't scan it? Type this key into the app instead:</Trans>
          </p>
          <div className="flex items-center gap-2">
            <code className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all">
              {groupSecret(setup.secret)}
            </code>
            <Button variant="ghost" size="icon" aria-label={t`Copy key`} onClick={copySecret}>
              <Copy aria-hidden className="h-4 w-4" />
            </Button>
          </div>
        </div>
      </li>
      <li className="space-y-3">
        <p className="text-sm font-medium text-slate-900">
          <Trans>2. Enter the 6-digit code the app shows</Trans>
        </p>
        <CodeForm
          label={t`Verification code`}
          submitLabel={t`Verify and enable`}
          failureTitle={t`Could not enable two-factor authentication`}
          onCancel={onCancel}
          onSubmit={onSubmit}
        />
      </li>
    </ol>
  );
}
