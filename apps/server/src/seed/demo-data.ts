/**
 * The demo world a newcomer gets from `npm start` on an empty data folder (and `npm run db:seed`).
 * The passwords are public on purpose: this is demo data, printed at start. Production runs set
 * SEED_DEMO_DATA=false.
 */
export const DEMO_COINS = [
  {
    symbol: 'HRC',
    name: 'Harambee Coin',
    depositAddress: 'hrc1q9demo7x4k2m8v5n3p6r0t2w4y6z8a0c2e4g6',
    network: 'other',
  },
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    depositAddress: 'bc1qdemo0soko9x7v5t3r1p8n6l4j2h0f8d6b4z2',
    network: 'bitcoin',
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    depositAddress: '0xD3m0000000000000000000000000000050k0E7h',
    network: 'ethereum',
  },
  {
    symbol: 'USDT',
    name: 'Tether USD',
    depositAddress: 'TDemoSokoUsdtTrc20Address0000000001',
    network: 'tron',
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    depositAddress: 'DemoSoko1111111111111111111111111111So1',
    network: 'other',
  },
  {
    symbol: 'DOGE',
    name: 'Dogecoin',
    depositAddress: 'DDemoSokoDogeAddress000000000000001',
    network: 'other',
  },
] as const;

/**
 * kycTier: amina and brian are established traders, verified to tier 2 (their opening balances
 * are above tier 0's limits); chebet and daudi have just registered (tier 0, no money) and show
 * the Verification page's first step.
 */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    username: 'admin',
    email: 'admin@soko.local',
    password: 'SokoAdmin#2026',
    kycTier: 0,
  },
  {
    role: 'user',
    username: 'amina',
    email: 'amina@soko.local',
    password: 'SokoTrader#2026',
    kycTier: 2,
  },
  {
    role: 'user',
    username: 'brian',
    email: 'brian@soko.local',
    password: 'SokoTrader#2026',
    kycTier: 2,
  },
  {
    role: 'user',
    username: 'chebet',
    email: 'chebet@soko.local',
    password: 'SokoTrader#2026',
    kycTier: 0,
  },
  {
    role: 'user',
    username: 'daudi',
    email: 'daudi@soko.local',
    password: 'SokoTrader#2026',
    kycTier: 0,
  },
] as const;

export function coinIconUrl(symbol: string): string {
  return `/coins/${symbol.toLowerCase()}.svg`;
}

/**
 * What each demo trader has deposited (and an admin approved) when the world is first seeded.
 * KES arrives as completed M-Pesa top-ups, coins as approved crypto deposits: every balance is
 * backed by a real transactions row and a ledger transfer, never written into a balance directly.
 */
export const DEMO_DEPOSITS: Record<string, { currency: string; amount: string }[]> = {
  'amina@soko.local': [
    { currency: 'KES', amount: '250000.00' },
    { currency: 'BTC', amount: '0.50000000' },
    { currency: 'USDT', amount: '2500.00000000' },
    { currency: 'HRC', amount: '12000.00000000' },
  ],
  'brian@soko.local': [
    { currency: 'KES', amount: '180000.00' },
    { currency: 'ETH', amount: '3.00000000' },
    { currency: 'USDT', amount: '1500.00000000' },
    { currency: 'SOL', amount: '40.00000000' },
    { currency: 'DOGE', amount: '20000.00000000' },
  ],
};
