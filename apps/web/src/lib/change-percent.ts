/**
 * The 24-hour change of a market, as GET /api/market sends it: a decimal string with 2 decimals
 * ("-3.25"), or null when the pair has no reference price. Its sign is read from the text, so no
 * float rounding can flip it. No imports: the landing page uses this and must stay light.
 */
export type ChangeTone = 'up' | 'down' | 'flat' | 'none';

export function changeTone(change: string | null): ChangeTone {
  if (change === null || !/^[-+]?\d+(\.\d+)?$/.test(change)) return 'none';
  if (/^[-+]?0+(\.0+)?$/.test(change)) return 'flat';
  return change.startsWith('-') ? 'down' : 'up';
}

/** "+3.25%", "-1.50%", "0.00%", or "—" when there is nothing to compare with. */
export function formatChange(change: string | null): string {
  const tone = changeTone(change);
  if (change === null || tone === 'none') return '—';
  if (tone === 'flat') return '0.00%';
  const [whole = '0', fraction = ''] = change.replace(/^[-+]/, '').split('.');
  return `${tone === 'down' ? '-' : '+'}${whole}.${fraction.padEnd(2, '0').slice(0, 2)}%`;
}
