import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LegalPage, Section } from './legal-page';

/**
 * Privacy Policy under Kenya's Data Protection Act 2019: what is kept, why, for how long, and
 * the rights a trader has. Plain and honest: it names only what Soko really stores.
 */
export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Privacy Policy`} updated="2026-11-25">
      <p>
        <Trans>
          The operator of Soko is the data controller for the personal data described here. Reach us
          through the{' '}
          <Link className="text-brand-700 underline" to="/contact">
            Contact page
          </Link>
          .
        </Trans>
      </p>
      <WhatWeKeep />
      <Section title={t`How long we keep it`}>
        <p>
          <Trans>
            Financial records (transactions, trades, the ledger and proofs) are kept for seven years
            after your account closes, as Kenyan anti-money-laundering and tax law require. Sign-in
            sessions end after inactivity; login records are kept for one year. Other account data
            is deleted or anonymised when it is no longer needed.
          </Trans>
        </p>
      </Section>
      <YourRights />
      <Section title={t`Security`}>
        <p>
          <Trans>
            Passwords are hashed, connections are encrypted, two-factor sign-in is available, and
            every admin action is recorded. No system is perfect: if a breach puts your data at risk
            we will tell you and the Data Protection Commissioner within 72 hours.
          </Trans>
        </p>
      </Section>
    </LegalPage>
  );
}

/** What is kept, and why. */
function WhatWeKeep() {
  const { t } = useLingui();
  return (
    <Section title={t`What we keep and why`}>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <Trans>
            Your username, email address and a hash of your password (never the password itself): to
            run your account and sign you in.
          </Trans>
        </li>
        <li>
          <Trans>
            The M-Pesa phone number of each payment, its receipt and amount: to move KES and to
            answer questions about a payment.
          </Trans>
        </li>
        <li>
          <Trans>
            Your balances, orders, trades, deposits, withdrawals, the proofs you upload and the
            crypto addresses you give: to keep an exact record of your money, as the law requires.
          </Trans>
        </li>
        <li>
          <Trans>
            The IP address and time of sign-ins and of admin actions: to protect accounts from
            misuse and to keep an audit trail.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We do not sell your data and we do not use it for advertising. We share it only when the
          law requires (for example with the Capital Markets Authority or under a court order) and
          with M-Pesa for the payments you make.
        </Trans>
      </p>
    </Section>
  );
}

/** The trader's rights under the Act. */
function YourRights() {
  const { t } = useLingui();
  return (
    <Section title={t`Your rights (Data Protection Act 2019)`}>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <Trans>to be told how your data is used (this page);</Trans>
        </li>
        <li>
          <Trans>to get a copy of the personal data we hold about you;</Trans>
        </li>
        <li>
          <Trans>to have wrong or incomplete data corrected;</Trans>
        </li>
        <li>
          <Trans>
            to have data deleted, or its use restricted, where we are not required by law to keep
            it;
          </Trans>
        </li>
        <li>
          <Trans>to object to a use of your data, and to withdraw consent you gave;</Trans>
        </li>
        <li>
          <Trans>
            to complain to the Office of the Data Protection Commissioner (www.odpc.go.ke) if you
            think we have not respected these rights.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>We answer a request within 7 days; we may ask you to prove who you are first.</Trans>
      </p>
    </Section>
  );
}
