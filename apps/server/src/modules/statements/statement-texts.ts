import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Language } from '@soko/shared';
import type { InLanguages } from '../../lib/reader-language.js';
import type { Column } from './statements-pdf-layout.js';
import { STATEMENT_TIME_ZONE, nairobiDayStart } from './statement-period.js';

/**
 * Every word of a statement (screen lines, CSV and PDF) in English and Kiswahili
 * (decisions.md 28). Typed per language: a text missing in one fails the typecheck. CSV column
 * names stay English in both: spreadsheets and accounting imports match on them.
 */
export interface StatementTexts {
  tagline: string;
  title: string;
  statementFor: string;
  email: string;
  currency: string;
  period: string;
  nairobiTime: string;
  openingBalance: string;
  closingBalance: string;
  movements: string;
  explanation: string;
  generated: (at: string) => string;
  page: (page: number, pages: number) => string;
  columns: Record<Column['key'], string>;
  bought: string;
  sold: string;
  trade: string;
  adjustment: string;
  cryptoDeposit: string;
  cryptoWithdrawal: string;
  withdrawalFee: string;
  mpesaDeposit: string;
  mpesaWithdrawal: string;
  tradingFee: string;
  movement: string;
  subject: (username: string, currency: string, from: string, to: string) => string;
  /** "27 Nov 2026 14:05" / "27 Nov 2026 14:05" with the language's month names. */
  dateTime: (at: Date) => string;
  day: (at: Date) => string;
}

const nairobi = (at: Date, pattern: string) =>
  format(new TZDate(at.getTime(), STATEMENT_TIME_ZONE), pattern);
const swahili = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('sw-KE', { timeZone: STATEMENT_TIME_ZONE, ...options });
const swDay = swahili({ day: 'numeric', month: 'short', year: 'numeric' });
const swTime = swahili({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const STATEMENT_TEXTS: InLanguages<StatementTexts> = {
  en: {
    tagline: 'Peer-to-peer crypto marketplace, Kenya',
    title: 'Account statement',
    statementFor: 'Statement for',
    email: 'Email',
    currency: 'Currency',
    period: 'Period',
    nairobiTime: '(Nairobi time)',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    movements: 'Movements',
    explanation:
      'Amount is money in (positive) or out (negative) before the fee; balance = previous balance + amount - fee. ' +
      'Holds for orders and withdrawals are not movements: your balance is available plus held.',
    generated: (at) => `Generated ${at} (Nairobi time)`,
    page: (page, pages) => `Page ${page} of ${pages}`,
    columns: {
      date: 'Date (Nairobi)',
      description: 'Description',
      reference: 'Reference',
      amount: 'Amount',
      fee: 'Fee',
      balance: 'Balance',
    },
    bought: 'Bought',
    sold: 'Sold',
    trade: 'Trade',
    adjustment: 'Adjustment',
    cryptoDeposit: 'Crypto deposit',
    cryptoWithdrawal: 'Crypto withdrawal',
    withdrawalFee: 'Withdrawal fee',
    mpesaDeposit: 'M-Pesa deposit',
    mpesaWithdrawal: 'M-Pesa withdrawal',
    tradingFee: 'Trading fee',
    movement: 'Movement',
    subject: (username, currency, from, to) =>
      `Account statement of ${username} in ${currency}, ${from} to ${to} (Nairobi days)`,
    dateTime: (at) => nairobi(at, 'd MMM yyyy HH:mm'),
    day: (at) => nairobi(at, 'd MMM yyyy'),
  },
  sw: {
    tagline: 'Soko la crypto la mtu kwa mtu, Kenya',
    title: 'Taarifa ya akaunti',
    statementFor: 'Taarifa ya',
    email: 'Barua pepe',
    currency: 'Sarafu',
    period: 'Kipindi',
    nairobiTime: '(saa za Nairobi)',
    openingBalance: 'Salio la kuanzia',
    closingBalance: 'Salio la mwisho',
    movements: 'Miamala',
    explanation:
      'Kiasi ni pesa iliyoingia (chanya) au iliyotoka (hasi) kabla ya ada; salio = salio lililotangulia + kiasi - ada. ' +
      'Pesa zilizoshikiliwa kwa oda na maombi ya kutoa si miamala: salio lako ni linalopatikana pamoja na lililoshikiliwa.',
    generated: (at) => `Imetolewa ${at} (saa za Nairobi)`,
    page: (page, pages) => `Ukurasa ${page} kati ya ${pages}`,
    columns: {
      date: 'Tarehe (Nairobi)',
      description: 'Maelezo',
      reference: 'Kumbukumbu',
      amount: 'Kiasi',
      fee: 'Ada',
      balance: 'Salio',
    },
    bought: 'Umenunua',
    sold: 'Umeuza',
    trade: 'Biashara',
    adjustment: 'Marekebisho',
    cryptoDeposit: 'Uwekaji wa crypto',
    cryptoWithdrawal: 'Utoaji wa crypto',
    withdrawalFee: 'Ada ya kutoa',
    mpesaDeposit: 'Uwekaji wa M-Pesa',
    mpesaWithdrawal: 'Utoaji wa M-Pesa',
    tradingFee: 'Ada ya biashara',
    movement: 'Muamala',
    subject: (username, currency, from, to) =>
      `Taarifa ya akaunti ya ${username} kwa ${currency}, ${from} hadi ${to} (siku za Nairobi)`,
    dateTime: (at) => `${swDay.format(at)} ${swTime.format(at)}`,
    day: (at) => swDay.format(at),
  },
};

export function statementTexts(language: Language): StatementTexts {
  return STATEMENT_TEXTS[language];
}

/** "1 Nov 2026 – 30 Nov 2026" for the statement's period, in the reader's language. */
export function dayTextIn(texts: StatementTexts, day: string): string {
  const start = nairobiDayStart(day);
  return start ? texts.day(start) : day;
}
