import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toasts';
import { KycDocumentType, type KycStatus } from '@soko/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { uploadKycImage, useSubmitDocument } from '../api/verification';
import { errorText } from '@/lib/use-error-text';

type Side = 'front' | 'back' | 'selfie';
const SIDE_LABELS: Record<Side, MessageDescriptor> = {
  front: msg`Front of the document`,
  back: msg`Back of the document`,
  selfie: msg`A selfie holding the document`,
};
// The shared KYC_DOCUMENT_LABELS are the server's English; the screen says them in its language.
const DOCUMENT_LABELS: Record<KycDocumentType, MessageDescriptor> = {
  national_id: msg`National ID`,
  passport: msg`Passport`,
  alien_id: msg`Alien ID`,
};

function ImagePicker({
  side,
  error,
  onPick,
}: {
  side: Side;
  error: string | undefined;
  onPick: (file: File | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <FormField
      label={i18n._(SIDE_LABELS[side])}
      error={error}
      hint={t`PNG, JPEG or WebP, at most 5 MB`}
    >
      <Input
        type="file"
        accept="image/png,image/jpeg,image/webp"
        capture={side === 'selfie' ? 'user' : undefined}
        className="h-auto py-2 text-sm"
        onChange={(e) => onPick(e.target.files?.[0])}
      />
    </FormField>
  );
}

/** The form's state and its submission: each image is uploaded, then the submission sent. */
function useIdForm() {
  const { t } = useLingui();
  const submit = useSubmitDocument();
  const [type, setType] = useState<KycDocumentType>('national_id');
  const [number, setNumber] = useState('');
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<Side | 'number' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const sides: Side[] = type === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      sides.filter((s) => !files[s]).map((s) => [s, t`Please choose an image.`]),
    );
    if (!/^[A-Za-z0-9]{5,20}$/.test(number.trim())) {
      missing.number = t`Enter the document number: 5 to 20 letters and digits.`;
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const ids: Partial<Record<Side, string>> = {};
      for (const side of sides) {
        const file = files[side];
        if (file) ids[side] = (await uploadKycImage(file)).fileId;
      }
      await submit.mutateAsync({
        documentType: type,
        documentNumber: number.trim(),
        frontFileId: ids.front ?? '',
        backFileId: ids.back,
        selfieFileId: ids.selfie ?? '',
      });
      toast.success(t`Documents sent`, { description: t`An admin will review them shortly.` });
    } catch (error) {
      setErrors({ form: errorText(error, t`Upload failed. Try again.`) });
    } finally {
      setBusy(false);
    }
  };
  return { type, setType, number, setNumber, setFiles, errors, busy, sides, onSubmit };
}

/** Step 2: the ID document (type, number, front, back) and a selfie, for an admin to review. */
export function IdStep({ status }: { status: KycStatus }) {
  const { t, i18n } = useLingui();
  const { type, setType, number, setNumber, setFiles, errors, busy, sides, onSubmit } = useIdForm();
  const rejected = status.document?.status === 'rejected' ? status.document : null;

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      {rejected ? (
        <div
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p className="font-medium">
            <Trans>Your last submission was rejected</Trans>
          </p>
          <p>{rejected.reason}</p>
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        <Trans>
          Upload your ID and a selfie to reach tier 2. Only you and Soko&apos;s admins can see them.
        </Trans>
      </p>
      <Select
        label={t`Document type`}
        value={type}
        onChange={(e) => setType(KycDocumentType.parse(e.target.value))}
      >
        {KycDocumentType.options.map((option) => (
          <option key={option} value={option}>
            {i18n._(DOCUMENT_LABELS[option])}
          </option>
        ))}
      </Select>
      <FormField label={t`Document number`} error={errors.number}>
        <Input value={number} autoComplete="off" onChange={(e) => setNumber(e.target.value)} />
      </FormField>
      {sides.map((side) => (
        <ImagePicker
          key={side}
          side={side}
          error={errors[side]}
          onPick={(file) => setFiles((current) => ({ ...current, [side]: file }))}
        />
      ))}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" loading={busy}>
        <Trans>Submit for review</Trans>
      </Button>
    </form>
  );
}
