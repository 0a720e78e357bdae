import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  COIN_SCALE,
  UpdatePlatformSettingsRequest,
  formatMinor,
  percentToBps,
  splitWithdrawal,
  type PlatformSettings,
} from '@soko/shared';

/** What the settings form edits; the same names as the API, so server field errors line up. */
export interface SettingsFormValues {
  withdrawalTaxPercent: number;
  paymentChannelId: string;
  depositWindowOpens: string;
  depositWindowCloses: string;
  requireAdminMfa: boolean;
  withdrawalCooldownHours: number;
  fourEyesThresholdKes: string;
}

export type SettingsField = keyof SettingsFormValues;

/**
 * The form validates with the server's own schema. Its values are a narrower case of the
 * request's input (every field present, the tax already a number), which TypeScript cannot see
 * through the coercing schema, hence the one cast.
 */
export const settingsResolver = zodResolver(UpdatePlatformSettingsRequest) as unknown as Resolver<
  SettingsFormValues,
  unknown,
  UpdatePlatformSettingsRequest
>;

export type SettingsTab = 'general' | 'payment' | 'security';

/** Which tab shows each field, to open the tab holding the first error. */
export const fieldTab: Record<SettingsField, SettingsTab> = {
  withdrawalTaxPercent: 'general',
  depositWindowOpens: 'general',
  depositWindowCloses: 'general',
  paymentChannelId: 'payment',
  requireAdminMfa: 'security',
  withdrawalCooldownHours: 'security',
  fourEyesThresholdKes: 'security',
};

export function settingsToForm(settings: PlatformSettings): SettingsFormValues {
  return {
    withdrawalTaxPercent: settings.withdrawalTaxPercent,
    paymentChannelId: settings.paymentChannelId,
    depositWindowOpens: settings.depositWindowOpens,
    depositWindowCloses: settings.depositWindowCloses,
    requireAdminMfa: settings.requireAdminMfa,
    withdrawalCooldownHours: settings.withdrawalCooldownHours,
    fourEyesThresholdKes: settings.fourEyesThresholdKes,
  };
}

/**
 * Only what changed goes to the server (PUT takes any subset), so the audit log records just the
 * change, and an unset two-factor rule is not pinned by saving an unrelated field. The two window
 * ends travel together when either moved, so the server checks the pair the admin is looking at.
 */
export function formToRequest(
  values: SettingsFormValues,
  saved: SettingsFormValues,
): UpdatePlatformSettingsRequest {
  const request: UpdatePlatformSettingsRequest = {};
  if (values.withdrawalTaxPercent !== saved.withdrawalTaxPercent) {
    request.withdrawalTaxPercent = values.withdrawalTaxPercent;
  }
  const channel = values.paymentChannelId.trim();
  if (channel !== saved.paymentChannelId) request.paymentChannelId = channel;
  if (
    values.depositWindowOpens !== saved.depositWindowOpens ||
    values.depositWindowCloses !== saved.depositWindowCloses
  ) {
    request.depositWindowOpens = values.depositWindowOpens;
    request.depositWindowCloses = values.depositWindowCloses;
  }
  if (values.requireAdminMfa !== saved.requireAdminMfa) {
    request.requireAdminMfa = values.requireAdminMfa;
  }
  if (values.withdrawalCooldownHours !== saved.withdrawalCooldownHours) {
    request.withdrawalCooldownHours = values.withdrawalCooldownHours;
  }
  const threshold = values.fourEyesThresholdKes.trim();
  if (threshold !== saved.fourEyesThresholdKes) request.fourEyesThresholdKes = threshold;
  return request;
}

/** "10.50000000" → "10.5", "90.00000000" → "90": an example figure, not a balance. */
function plain(minor: bigint): string {
  return formatMinor(minor, COIN_SCALE).replace(/\.?0+$/, '');
}

/**
 * The fee on an example withdrawal of 100 (any coin), computed exactly as the server does
 * (decisions.md point 16: the fee rounds up, the net is the rest). Null off the 0.5 % grid.
 */
export function exampleFee(
  percent: number,
  gross = 100n,
): { gross: string; fee: string; net: string } | null {
  const bps = percentToBps(percent);
  if (bps === undefined) return null;
  const split = splitWithdrawal(gross * 10n ** BigInt(COIN_SCALE), bps);
  return { gross: plain(split.grossMinor), fee: plain(split.feeMinor), net: plain(split.netMinor) };
}

/**
 * What the deposit window reads as: 00:00–24:00 is all day, a "24:00" end is midnight, else the
 * two times. The words themselves are the screen's (general-tab.tsx), in the admin's language.
 */
export type WindowDescription =
  | { kind: 'all_day'; opens: string; closes: string }
  | { kind: 'until_midnight'; opens: string; closes: string }
  | { kind: 'between'; opens: string; closes: string };

export function describeWindow(opens: string, closes: string): WindowDescription {
  if (opens === '00:00' && closes === '24:00') return { kind: 'all_day', opens, closes };
  if (closes === '24:00') return { kind: 'until_midnight', opens, closes };
  return { kind: 'between', opens, closes };
}
