import { Trans } from '@lingui/react/macro';
import { WithdrawalPauseNotice } from '@/components/withdrawal-pause-notice';
import { useWithdrawalSafeguards } from '@/lib/safeguards-queries';
import { AddressBookCard } from './address-book-card';
import { SavedOnlyCard } from './saved-only-card';

/** Settings' withdrawal section: the pause (if any), the address book and the saved-only switch. */
export function WithdrawalSafeguardsSettings() {
  const status = useWithdrawalSafeguards();
  return (
    <section aria-labelledby="withdrawal-security" className="max-w-3xl space-y-6">
      <h2 id="withdrawal-security" className="text-lg font-semibold text-slate-900">
        <Trans>Withdrawal security</Trans>
      </h2>
      <WithdrawalPauseNotice />
      <AddressBookCard cooldownHours={status.data?.cooldownHours} />
      {status.data ? <SavedOnlyCard status={status.data} /> : null}
    </section>
  );
}
