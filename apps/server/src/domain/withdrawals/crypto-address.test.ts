import { describe, expect, test } from 'vitest';
import type { CoinNetwork } from '@soko/shared';
import { checkWithdrawalAddress } from './crypto-address.js';

const BTC_P2PKH = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const BTC_P2SH = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const BTC_BECH32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const BTC_TAPROOT = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
const BTC_TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
// EIP-55's own test vectors.
const ETH_CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ETH_CHECKSUMMED_2 = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type Row = [CoinNetwork, string, boolean, RegExp?];

const table: Row[] = [
  // bitcoin: every mainnet type; a changed character, testnet and other networks refused
  ['bitcoin', BTC_P2PKH, true],
  ['bitcoin', BTC_P2SH, true],
  ['bitcoin', BTC_BECH32, true],
  ['bitcoin', BTC_TAPROOT, true],
  ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', false, /not a valid Bitcoin address/],
  ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', false, /Check it/],
  ['bitcoin', BTC_TESTNET, false, /not a valid Bitcoin address/],
  ['bitcoin', ETH_CHECKSUMMED, false, /looks like an Ethereum-style address; BTC is sent on/],
  ['bitcoin', TRON, false, /looks like a TRON address/],
  // ethereum-style: EIP-55 checksum when mixed case; all one case carries none
  ['ethereum', ETH_CHECKSUMMED, true],
  ['ethereum', ETH_CHECKSUMMED_2, true],
  ['ethereum', ETH_CHECKSUMMED.toLowerCase(), true],
  ['ethereum', `0x${ETH_CHECKSUMMED.slice(2).toUpperCase()}`, true],
  ['ethereum', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false, /Check it/],
  ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', false, /not a valid Ethereum/],
  ['ethereum', BTC_BECH32, false, /looks like a Bitcoin address/],
  ['bsc', ETH_CHECKSUMMED_2, true],
  ['bsc', TRON, false, /BNB Smart Chain/],
  ['polygon', ETH_CHECKSUMMED, true],
  ['polygon', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358', false, /Polygon/],
  // tron: base58check with the 0x41 version byte
  ['tron', TRON, true],
  ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false, /not a valid TRON/],
  ['tron', BTC_P2PKH, false, /looks like a Bitcoin address; USDT is sent on TRON/],
  ['tron', ETH_CHECKSUMMED, false, /looks like an Ethereum-style address/],
  // other: length and characters only
  ['other', 'addr1qxy2k0example', true],
  ['other', 'abc', true],
  ['other', 'x'.repeat(128), true],
  ['other', 'ab', false, /3 to 128/],
  ['other', 'x'.repeat(129), false, /3 to 128/],
  ['other', 'has space', false, /letters and digits/],
  ['other', 'bad/char', false, /letters and digits/],
];

describe('checkWithdrawalAddress', () => {
  test.each(table)('%s %s → %s', (network, address, valid, message) => {
    const symbol = network === 'tron' ? 'USDT' : network === 'bitcoin' ? 'BTC' : 'COIN';
    const result = checkWithdrawalAddress(network, address, symbol);
    expect(result.ok).toBe(valid);
    if (!result.ok) {
      expect(result.message).toMatch(/^Invalid address: /);
      if (message) expect(result.message).toMatch(message);
    }
  });
});
