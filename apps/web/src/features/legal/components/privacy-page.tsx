import { Link } from 'react-router';
import { LegalPage, Section } from './legal-page';

/**
 * Privacy Policy under Kenya's Data Protection Act 2019: what is kept, why, for how long, and
 * the rights a trader has. Plain and honest: it names only what Soko really stores.
 */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="25 November 2026">
      <p>
        The operator of Soko is the data controller for the personal data described here. Reach us
        through the{' '}
        <Link className="text-brand-700 underline" to="/contact">
          Contact page
        </Link>
        .
      </p>
      <Section title="What we keep and why">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Your username, email address and a hash of your password (never the password itself): to
            run your account and sign you in.
          </li>
          <li>
            The M-Pesa phone number of each payment, its receipt and amount: to move KES and to
            answer questions about a payment.
          </li>
          <li>
            Your balances, orders, trades, deposits, withdrawals, the proofs you upload and the
            crypto addresses you give: to keep an exact record of your money, as the law requires.
          </li>
          <li>
            The IP address and time of sign-ins and of admin actions: to protect accounts from
            misuse and to keep an audit trail.
          </li>
        </ul>
        <p>
          We do not sell your data and we do not use it for advertising. We share it only when the
          law requires (for example with the Capital Markets Authority or under a court order) and
          with M-Pesa for the payments you make.
        </p>
      </Section>
      <Section title="How long we keep it">
        <p>
          Financial records (transactions, trades, the ledger and proofs) are kept for seven years
          after your account closes, as Kenyan anti-money-laundering and tax law require. Sign-in
          sessions end after inactivity; login records are kept for one year. Other account data is
          deleted or anonymised when it is no longer needed.
        </p>
      </Section>
      <Section title="Your rights (Data Protection Act 2019)">
        <ul className="list-disc space-y-1 pl-5">
          <li>to be told how your data is used (this page);</li>
          <li>to get a copy of the personal data we hold about you;</li>
          <li>to have wrong or incomplete data corrected;</li>
          <li>
            to have data deleted, or its use restricted, where we are not required by law to keep
            it;
          </li>
          <li>to object to a use of your data, and to withdraw consent you gave;</li>
          <li>
            to complain to the Office of the Data Protection Commissioner (www.odpc.go.ke) if you
            think we have not respected these rights.
          </li>
        </ul>
        <p>We answer a request within 7 days; we may ask you to prove who you are first.</p>
      </Section>
      <Section title="Security">
        <p>
          Passwords are hashed, connections are encrypted, two-factor sign-in is available, and
          every admin action is recorded. No system is perfect: if a breach puts your data at risk
          we will tell you and the Data Protection Commissioner within 72 hours.
        </p>
      </Section>
    </LegalPage>
  );
}
