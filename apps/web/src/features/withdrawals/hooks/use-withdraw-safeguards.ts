import { useState } from 'react';
import { useSavedAddresses, useWithdrawalSafeguards } from '@/lib/safeguards-queries';

/**
 * What the withdraw dialog needs of the safeguards (decisions.md 23): this coin's saved
 * addresses, whether only they are allowed, and the code two-factor asks for at confirm time.
 */
export function useWithdrawSafeguards(currency: string) {
  const status = useWithdrawalSafeguards();
  const saved = useSavedAddresses();
  const [totpCode, setTotpCode] = useState('');
  const totpRequired = status.data?.totpRequired ?? false;
  return {
    savedAddresses: (saved.data ?? []).filter((a) => a.currency === currency),
    savedOnly: status.data?.savedAddressesOnly ?? false,
    totp: totpRequired ? { value: totpCode, onChange: setTotpCode } : null,
    /** The body's extra field: the code without spaces, only when two-factor is on. */
    codeField: totpRequired ? { totpCode: totpCode.replace(/\s/g, '') } : {},
  };
}
