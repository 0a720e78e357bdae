import { monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

/**
 * Prefixed, time-ordered ids (usr_01J…): the prefix shows a wrong-kind id in any log line and
 * time order keeps the primary-key indexes append-only.
 */
export type IdPrefix =
  | 'usr'
  | 'coin'
  | 'ses'
  | 'tok'
  | 'mail'
  | 'aud'
  | 'lfa'
  | 'rec'
  | 'acc'
  | 'trf'
  | 'hld'
  | 'txn'
  | 'wdr'
  | 'file'
  | 'ord'
  | 'trd'
  | 'pay'
  | 'pair'
  | 'apv'
  | 'adj'
  | 'kyc'
  | 'kth'
  | 'phv'
  | 'sms'
  | 'wad'
  | 'wps';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${nextUlid().toLowerCase()}`;
}
