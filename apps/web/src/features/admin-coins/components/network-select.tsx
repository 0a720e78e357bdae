import { useLingui } from '@lingui/react/macro';
import { COIN_NETWORKS, COIN_NETWORK_LABELS } from '@soko/shared';
import type { SelectHTMLAttributes } from 'react';
import { Select } from '@/components/ui/select';

/**
 * The network a coin's withdrawals are sent on (decisions.md 23): traders' addresses are checked
 * against its format. "Other" checks length and characters only. Its text is longer than a
 * phone's field, so the chosen option wraps rather than being cut.
 */
export function NetworkSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useLingui();
  return (
    <Select label={t`Network (withdrawal addresses are checked for it)`} wrapText {...props}>
      {COIN_NETWORKS.map((network) => (
        <option key={network} value={network}>
          {network === 'other'
            ? t`Other (length and characters only)`
            : COIN_NETWORK_LABELS[network]}
        </option>
      ))}
    </Select>
  );
}
