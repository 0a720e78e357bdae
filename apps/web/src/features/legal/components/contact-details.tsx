import { Trans } from '@lingui/react/macro';
import { formatPhone } from '@/lib/format';
import { useOperatorContact } from '../api/get-contact';

/**
 * The operator's contact details from Settings. A detail not set yet is said to be missing
 * rather than invented; the page still works without them.
 */
export function ContactDetails() {
  const contact = useOperatorContact();
  if (contact.isPending) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Loading contact details…</Trans>
      </p>
    );
  }
  if (contact.isError) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Contact details could not be loaded. Try again later.</Trans>
      </p>
    );
  }
  const { supportEmail, supportPhone, address } = contact.data;
  if (!supportEmail && !supportPhone && !address) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>The operator has not published contact details yet.</Trans>
      </p>
    );
  }
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
      {supportEmail ? (
        <>
          <dt className="font-medium text-slate-900">
            <Trans>Email</Trans>
          </dt>
          <dd>
            <a className="text-brand-700 underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </dd>
        </>
      ) : null}
      {supportPhone ? (
        <>
          <dt className="font-medium text-slate-900">
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a className="text-brand-700 underline" href={`tel:${supportPhone.replace(/\s/g, '')}`}>
              {formatPhone(supportPhone)}
            </a>
          </dd>
        </>
      ) : null}
      {address ? (
        <>
          <dt className="font-medium text-slate-900">
            <Trans>Address</Trans>
          </dt>
          <dd className="whitespace-pre-line">{address}</dd>
        </>
      ) : null}
    </dl>
  );
}
