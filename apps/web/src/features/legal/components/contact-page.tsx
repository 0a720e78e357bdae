import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ContactDetails } from './contact-details';
import { LegalPage, Section } from './legal-page';

/** Contact and Help: the operator's details from Settings, and where common answers live. */
export function ContactPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Contact and help`}>
      <Section title={t`Reach the Soko team`}>
        <ContactDetails />
        <p>
          <Trans>
            Include your username and, for a payment, its M-Pesa receipt or the transaction id from
            your Transaction History. We never ask for your password or two-factor codes.
          </Trans>
        </p>
      </Section>
      <Section title={t`Common questions`}>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Trans>
              Forgot your password?{' '}
              <Link className="text-brand-700 underline" to={paths.forgotPassword}>
                Reset it here
              </Link>
              .
            </Trans>
          </li>
          <li>
            <Trans>
              A deposit or withdrawal is pending: crypto requests wait for an admin&apos;s check;
              its status is in your Transaction History.
            </Trans>
          </li>
          <li>
            <Trans>
              How we use your data: see the{' '}
              <Link className="text-brand-700 underline" to="/privacy">
                Privacy Policy
              </Link>
              .
            </Trans>
          </li>
        </ul>
      </Section>
    </LegalPage>
  );
}
