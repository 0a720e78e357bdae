import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LegalPage, Section } from './legal-page';

/** Terms of Service: what Soko does and does not do, in plain words. */
export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms of Service`} updated="2026-11-25">
      <p>
        <Trans>
          These terms are the agreement between you and the operator of Soko (details on the{' '}
          <Link className="text-brand-700 underline" to="/contact">
            Contact page
          </Link>
          ). By creating an account you accept them.
        </Trans>
      </p>
      <Section title={t`What Soko is`}>
        <p>
          <Trans>
            Soko is a marketplace where traders buy and sell crypto coins from each other for Kenyan
            shillings (KES) or USDT. Soko is not a bank and does not give investment advice. Coin
            prices move; you can lose money.
          </Trans>
        </p>
      </Section>
      <Section title={t`Your account`}>
        <p>
          <Trans>
            You must be 18 or older and give true details. Keep your password and two-factor codes
            to yourself; you are responsible for what is done with your account. Tell us at once if
            you think someone else has used it.
          </Trans>
        </p>
      </Section>
      <Section title={t`Money on Soko`}>
        <p>
          <Trans>
            KES arrives and leaves by M-Pesa; coins by deposit to the address shown and withdrawal
            to an address you give. While an order or a withdrawal is waiting, its amount is held
            and cannot be spent twice. Fees are shown before you confirm. A withdrawal to a wrong
            address cannot be reversed.
          </Trans>
        </p>
        <p>
          <Trans>
            Admins check crypto deposits and withdrawals. We may refuse or delay a request we have
            reason to believe is fraudulent or unlawful, and we may suspend an account that breaks
            these terms; your balance stays yours and can be withdrawn once the matter is settled.
          </Trans>
        </p>
      </Section>
      <Section title={t`Trades`}>
        <p>
          <Trans>
            A trade is final once it is confirmed: the coins and the price change hands at once
            through Soko&apos;s ledger. Check the review step before you confirm.
          </Trans>
        </p>
      </Section>
      <Section title={t`The law`}>
        <p>
          <Trans>
            These terms follow the law of Kenya, including the Virtual Asset Service Providers Act
            2025 and the Data Protection Act 2019. How we handle your data is in the{' '}
            <Link className="text-brand-700 underline" to="/privacy">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </Section>
    </LegalPage>
  );
}
