import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { Network, validate as validateBitcoin } from 'bitcoin-address-validation';
import { COIN_NETWORK_LABELS, errorText, type CoinNetwork, type ErrorText } from '@soko/shared';

/**
 * Whether a withdrawal address fits its coin's network (decisions.md 23). Pure. Kept libraries
 * do the cryptography: bitcoin-address-validation (base58check and bech32/bech32m, every mainnet
 * type including Taproot), @noble/hashes' keccak-256 for the EIP-55 checksum (already in the tree
 * through otpauth, 0 dependencies; viem or ethers would bring a whole client for one hash), and
 * @scure/base's base58check for TRON (same author, 0 dependencies).
 */
export type AddressCheck = { ok: true } | ({ ok: false } & ErrorText);

/** An unknown network: length and characters only (every known format fits these bounds). */
export const OTHER_ADDRESS_MIN_LENGTH = 3;
export const OTHER_ADDRESS_MAX_LENGTH = 128;
const OTHER_ADDRESS_CHARACTERS = /^[A-Za-z0-9:._-]+$/;

const EVM_NETWORKS = new Set<CoinNetwork>(['ethereum', 'bsc', 'polygon']);
const TRON_VERSION_BYTE = 0x41;
const base58check = createBase58check(sha256);

/** EIP-55: all-lower or all-upper hex carries no checksum; mixed case must match keccak-256. */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i += 1) {
    const char = hex.charAt(i);
    if (!/[a-fA-F]/.test(char)) continue;
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    if (nibble >= 8 !== (char === char.toUpperCase())) return false;
  }
  return true;
}

/** TRON mainnet: base58check of 0x41 followed by 20 bytes ("T..." and 34 characters). */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_VERSION_BYTE;
  } catch {
    return false;
  }
}

export function isBitcoinAddress(address: string): boolean {
  return validateBitcoin(address, Network.mainnet);
}

function fitsNetwork(network: CoinNetwork, address: string): boolean {
  if (network === 'bitcoin') return isBitcoinAddress(address);
  if (EVM_NETWORKS.has(network)) return isEvmAddress(address);
  if (network === 'tron') return isTronAddress(address);
  return (
    address.length >= OTHER_ADDRESS_MIN_LENGTH &&
    address.length <= OTHER_ADDRESS_MAX_LENGTH &&
    OTHER_ADDRESS_CHARACTERS.test(address)
  );
}

/** The sentence naming the network a mistaken address belongs to, by what looksLike says. */
const LOOKS_LIKE_KEYS = {
  'a Bitcoin': 'addressLooksLikeBitcoin',
  'a TRON': 'addressLooksLikeTron',
  'an Ethereum-style': 'addressLooksLikeEvm',
} as const;

/** The network a mistaken address really belongs to, to say so (the commonest costly slip). */
function looksLike(address: string): keyof typeof LOOKS_LIKE_KEYS | null {
  if (isBitcoinAddress(address)) return 'a Bitcoin';
  if (isTronAddress(address)) return 'a TRON';
  if (isEvmAddress(address)) return 'an Ethereum-style';
  return null;
}

export function checkWithdrawalAddress(
  network: CoinNetwork,
  address: string,
  symbol: string,
): AddressCheck {
  if (fitsNetwork(network, address)) return { ok: true };
  if (network === 'other') {
    return {
      ok: false,
      ...errorText('addressOtherNetwork', {
        symbol,
        min: OTHER_ADDRESS_MIN_LENGTH,
        max: OTHER_ADDRESS_MAX_LENGTH,
      }),
    };
  }
  const label = COIN_NETWORK_LABELS[network];
  const other = looksLike(address);
  const key =
    other && !(other === 'an Ethereum-style' && EVM_NETWORKS.has(network))
      ? LOOKS_LIKE_KEYS[other]
      : 'addressWrongNetwork';
  return { ok: false, ...errorText(key, { network: label, symbol }) };
}
