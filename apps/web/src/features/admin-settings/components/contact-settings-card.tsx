import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  UpdateOperatorContactRequest,
  type OperatorContact,
  type UpdateOperatorContactRequest as ContactChange,
} from '@soko/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/use-error-text';
import { useFieldText } from '@/lib/field-texts';

const adminContactKey = ['admin', 'settings', 'contact'] as const;
const PATH = '/api/admin/settings/contact';

/**
 * Settings → Contact details: the support email, phone and address the public Contact and Help
 * page shows. Saved on their own (PUT /api/admin/settings/contact), audited like every setting.
 */
export function ContactSettingsCard() {
  const contact = useQuery({
    queryKey: adminContactKey,
    queryFn: ({ signal }) => apiRequest<OperatorContact>(PATH, { signal }),
  });
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Contact details</Trans>
      </h2>
      <p className="mb-4 text-sm text-slate-500">
        <Trans>
          Shown to everyone on the Contact and Help page. Leave a field empty to hide it.
        </Trans>
      </p>
      {contact.data ? <ContactForm stored={contact.data} /> : null}
      {contact.isError ? (
        <p className="text-sm text-red-700">
          <Trans>Contact details could not be loaded.</Trans>
        </p>
      ) : null}
    </Card>
  );
}

function ContactForm({ stored }: { stored: OperatorContact }) {
  const { t } = useLingui();
  const fieldText = useFieldText();
  const queryClient = useQueryClient();
  const form = useForm<ContactChange>({
    resolver: zodResolver(UpdateOperatorContactRequest),
    defaultValues: {
      supportEmail: stored.supportEmail,
      supportPhone: stored.supportPhone,
      address: stored.address,
    },
  });
  const save = useMutation({
    mutationFn: (body: ContactChange) => apiRequest<OperatorContact>(PATH, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminContactKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['contact'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      toast.success(t`Contact details saved`);
    },
    onError: (error) =>
      toast.error(t`Failed to save contact details`, { description: errorText(error) }),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
    >
      <FormField label={t`Support email`} error={fieldText(errors.supportEmail?.message)}>
        <Input type="email" autoComplete="off" {...form.register('supportEmail')} />
      </FormField>
      <FormField label={t`Support phone`} error={fieldText(errors.supportPhone?.message)}>
        <Input type="tel" placeholder="0712 345 678" {...form.register('supportPhone')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t`Address`} error={fieldText(errors.address?.message)}>
          <Input autoComplete="off" {...form.register('address')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          <Trans>Save contact details</Trans>
        </Button>
      </div>
    </form>
  );
}
