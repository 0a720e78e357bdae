import { COIN_NETWORKS, COIN_NETWORK_LABELS } from '@soko/shared';
import type { SelectHTMLAttributes } from 'react';
import { Select } from '@/components/ui/select';

/**
 * The network a coin's withdrawals are sent on (decisions.md 23): traders' addresses are checked
 * against its format. "Other" checks length and characters only.
 */
export function NetworkSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Select label="Network (withdrawal addresses are checked for it)" {...props}>
      {COIN_NETWORKS.map((network) => (
        <option key={network} value={network}>
          {COIN_NETWORK_LABELS[network]}
        </option>
      ))}
    </Select>
  );
}
