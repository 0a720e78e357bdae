import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlatformSettings, UpdatePlatformSettingsRequest } from '@soko/shared';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSettings, useUpdateSettings } from '../api/settings';
import {
  fieldTab,
  formToRequest,
  settingsResolver,
  settingsToForm,
  type SettingsField,
  type SettingsFormValues,
  type SettingsTab,
} from '../lib/settings-form';
import { GeneralTab } from './general-tab';
import { PaymentTab } from './payment-tab';
import { SecurityTab } from './security-tab';
import { errorText, fieldErrorTexts } from '@/lib/use-error-text';

const tabs: { value: SettingsTab; label: MessageDescriptor }[] = [
  { value: 'general', label: msg`General` },
  { value: 'payment', label: msg`Payment` },
  { value: 'security', label: msg`Security` },
];

/**
 * Platform settings (product-spec.md section 2): tabs General, Payment, Security. mfaEnabled is
 * whether this admin has two-factor, which requiring it for admins needs first.
 */
export function SettingsPanel({ mfaEnabled }: { mfaEnabled: boolean }) {
  const { t } = useLingui();
  const settings = useSettings();
  if (settings.isPending) return <SettingsSkeleton />;
  if (settings.isError) {
    return (
      <Card>
        <ErrorState
          title={t`Error loading settings`}
          message={t`Failed to load system settings. Please try again.`}
          onRetry={() => void settings.refetch()}
        />
      </Card>
    );
  }
  return <SettingsForm settings={settings.data} mfaEnabled={mfaEnabled} />;
}

function errorTabs(errors: FieldErrors<SettingsFormValues>): Set<SettingsTab> {
  return new Set(Object.keys(errors).map((field) => fieldTab[field as SettingsField]));
}

function SettingsForm({
  settings,
  mfaEnabled,
}: {
  settings: PlatformSettings;
  mfaEnabled: boolean;
}) {
  const { t } = useLingui();
  const [tab, setTab] = useState<SettingsTab>('general');
  const update = useUpdateSettings();
  const saved = settingsToForm(settings);
  const form = useForm<SettingsFormValues, unknown, UpdatePlatformSettingsRequest>({
    resolver: settingsResolver,
    defaultValues: saved,
  });
  const { errors, isDirty } = form.formState;

  const showFirstErrorTab = (fields: string[]) => {
    const first = tabs.find((candidate) =>
      fields.some((field) => fieldTab[field as SettingsField] === candidate.value),
    );
    if (first) setTab(first.value);
  };

  const onSubmit = form.handleSubmit(
    async () => {
      const request = formToRequest(form.getValues(), saved);
      if (Object.keys(request).length === 0) return;
      try {
        const next = await update.mutateAsync(request);
        form.reset(settingsToForm(next));
        toast.success(t`Settings saved`, { description: t`The new settings apply from now on.` });
      } catch (error) {
        const fields = error instanceof ApiError ? Object.entries(fieldErrorTexts(error)) : [];
        const known = fields.filter(([name]) => name in fieldTab);
        for (const [name, message] of known) {
          form.setError(name as SettingsField, { type: 'server', message });
        }
        showFirstErrorTab(known.map(([name]) => name));
        toast.error(t`Error saving settings`, {
          description:
            known.length > 0 && error instanceof ApiError
              ? errorText(error)
              : t`Failed to save system settings. Please try again.`,
        });
      }
    },
    (invalid) => showFirstErrorTab(Object.keys(invalid)),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        <SettingsTabsList withErrors={errorTabs(errors)} />
        {/* forceMount keeps every field registered and its error alive while its tab is hidden. */}
        <Card className="mt-4">
          <TabsContent value="general" forceMount className="mt-0 data-[state=inactive]:hidden">
            <GeneralTab form={form} />
          </TabsContent>
          <TabsContent value="payment" forceMount className="mt-0 data-[state=inactive]:hidden">
            <PaymentTab form={form} />
          </TabsContent>
          <TabsContent value="security" forceMount className="mt-0 data-[state=inactive]:hidden">
            <SecurityTab form={form} mfaEnabled={mfaEnabled} />
          </TabsContent>
          <SaveBar
            updatedAt={settings.updatedAt}
            dirty={isDirty}
            saving={update.isPending}
            onDiscard={() => form.reset(saved)}
          />
        </Card>
      </Tabs>
    </form>
  );
}

/** The three tabs; one whose fields hold an error says so, since its fields may be hidden. */
function SettingsTabsList({ withErrors }: { withErrors: Set<SettingsTab> }) {
  const { t, i18n } = useLingui();
  return (
    <TabsList aria-label={t`Settings sections`} className="w-full sm:w-fit">
      {tabs.map(({ value, label }) => (
        <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
          {i18n._(label)}
          {withErrors.has(value) ? (
            <AlertCircle aria-label={t`has errors`} className="h-4 w-4 text-red-600" />
          ) : null}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

interface SaveBarProps {
  updatedAt: string;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}

/** Below every tab: when the settings were last saved, and Discard / Save. */
function SaveBar({ updatedAt, dirty, saving, onDiscard }: SaveBarProps) {
  const savedAt = formatDateTime(updatedAt);
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p className="text-xs text-slate-500">
        <Trans>Last saved {savedAt} (Nairobi time)</Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {dirty ? (
          <Button variant="secondary" onClick={onDiscard} disabled={saving}>
            <Trans>Discard changes</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={saving} disabled={!dirty}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="h-11 w-full sm:w-72" />
      <Card className="mt-4 space-y-4 p-6">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-5 w-40" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      </Card>
    </div>
  );
}
