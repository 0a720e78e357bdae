import {
  ADMIN_CHANNEL,
  FIAT_SCALE,
  bpsToPercent,
  formatMinor,
  parseAmount,
  percentToBps,
  type PlatformSettings,
  type UpdatePlatformSettingsRequest,
  errorText,
} from '@soko/shared';
import type { Config } from '../../config.js';
import { AppError, type FieldText } from '../../lib/app-error.js';
import type { Tx } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { recordAudit } from '../audit/index.js';
import { publishOnCommit } from '../../db/realtime-outbox.js';
import { findUserById } from '../users/index.js';
import { effectiveRequireAdminMfa } from './admin-mfa.js';
import { addExciseRate, readExciseSettings, type ExciseSettings } from './excise-rates.js';
import {
  getSettings,
  lockSettings,
  updateSettings,
  type SettingsRow,
  type SettingsValues,
} from './settings.repository.js';

const MINUTES_PER_HOUR = 60;

/** 10000000 → "100000", 250050 → "2500.50": whole shillings without a ".00". */
export function formatThresholdKes(minor: bigint): string {
  const text = formatMinor(minor, FIAT_SCALE);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

function thresholdMinorOf(text: string): bigint {
  const parsed = parseAmount(text, FIAT_SCALE);
  if (!parsed.ok) {
    throw invalid('fourEyesThresholdKes', 'A KES amount such as 100000 or 2500.50.');
  }
  return parsed.minor;
}

/** "07:00" → 420, "24:00" → 1440. The shared schema has already checked the format. */
export function clockTimeToMinutes(clockTime: string): number {
  const [hours, minutes] = clockTime.split(':').map(Number);
  if (hours === undefined || minutes === undefined) throw new Error(`bad clock time ${clockTime}`);
  return hours * MINUTES_PER_HOUR + minutes;
}

/** 420 → "07:00", 1440 → "24:00" (the end of the day, allowed as the window's close). */
export function minutesToClockTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / MINUTES_PER_HOUR))}:${pad(minutes % MINUTES_PER_HOUR)}`;
}

export function toPlatformSettings(
  row: SettingsRow,
  config: Pick<Config, 'requireAdminMfa'>,
  excise: ExciseSettings,
): PlatformSettings {
  return {
    withdrawalFeePercent: bpsToPercent(row.withdrawal_tax_bps),
    withdrawalTaxPercent: bpsToPercent(row.withdrawal_tax_bps),
    ...excise,
    paymentChannelId: row.payment_channel_id,
    depositWindowOpens: minutesToClockTime(row.deposit_window_opens_min),
    depositWindowCloses: minutesToClockTime(row.deposit_window_closes_min),
    requireAdminMfa: effectiveRequireAdminMfa(row, config),
    fourEyesThresholdKes: formatThresholdKes(BigInt(row.four_eyes_threshold_kes_minor)),
    withdrawalCooldownHours: row.withdrawal_cooldown_hours,
    updatedAt: row.updated_at.toISOString(),
  };
}

function valuesOf(row: SettingsRow): SettingsValues {
  return {
    withdrawalTaxBps: row.withdrawal_tax_bps,
    paymentChannelId: row.payment_channel_id,
    depositWindowOpensMin: row.deposit_window_opens_min,
    depositWindowClosesMin: row.deposit_window_closes_min,
    requireAdminMfa: row.require_admin_mfa,
    fourEyesThresholdKesMinor: BigInt(row.four_eyes_threshold_kes_minor),
    withdrawalCooldownHours: row.withdrawal_cooldown_hours,
  };
}

/**
 * What the audit log keeps: the stored values in the API's units. requireAdminMfa stays as
 * stored, so null ("as REQUIRE_ADMIN_MFA says") is told apart from an admin's explicit choice.
 */
function auditStateOf(values: SettingsValues) {
  return {
    withdrawalTaxPercent: bpsToPercent(values.withdrawalTaxBps),
    paymentChannelId: values.paymentChannelId,
    depositWindowOpens: minutesToClockTime(values.depositWindowOpensMin),
    depositWindowCloses: minutesToClockTime(values.depositWindowClosesMin),
    requireAdminMfa: values.requireAdminMfa,
    fourEyesThresholdKes: formatThresholdKes(values.fourEyesThresholdKesMinor),
    withdrawalCooldownHours: values.withdrawalCooldownHours,
  };
}

function invalid(field: string, message: FieldText): AppError {
  return new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
}

/** The schema checked range and step already; percentToBps is the exact, float-free authority. */
function taxBpsOf(percent: number, field: string): number {
  const bps = percentToBps(percent);
  if (bps === undefined) {
    throw invalid(field, 'The withdrawal fee is 0 to 30 percent in steps of 0.5.');
  }
  return bps;
}

/**
 * Merges a partial change into the stored values. The window is checked after the merge: moving
 * only the opening past the stored close is as wrong as sending both the wrong way round. The
 * field named is the one the admin sent (the closing time when they sent both or neither).
 */
function mergeChange(
  stored: SettingsValues,
  change: UpdatePlatformSettingsRequest,
): SettingsValues {
  // withdrawalFeePercent is the field's new name; the old one still works (decisions.md 24).
  const feePercent = change.withdrawalFeePercent ?? change.withdrawalTaxPercent;
  const next: SettingsValues = {
    withdrawalTaxBps:
      feePercent === undefined
        ? stored.withdrawalTaxBps
        : taxBpsOf(
            feePercent,
            change.withdrawalFeePercent === undefined
              ? 'withdrawalTaxPercent'
              : 'withdrawalFeePercent',
          ),
    paymentChannelId: change.paymentChannelId ?? stored.paymentChannelId,
    depositWindowOpensMin:
      change.depositWindowOpens === undefined
        ? stored.depositWindowOpensMin
        : clockTimeToMinutes(change.depositWindowOpens),
    depositWindowClosesMin:
      change.depositWindowCloses === undefined
        ? stored.depositWindowClosesMin
        : clockTimeToMinutes(change.depositWindowCloses),
    requireAdminMfa: change.requireAdminMfa ?? stored.requireAdminMfa,
    fourEyesThresholdKesMinor:
      change.fourEyesThresholdKes === undefined
        ? stored.fourEyesThresholdKesMinor
        : thresholdMinorOf(change.fourEyesThresholdKes),
    withdrawalCooldownHours: change.withdrawalCooldownHours ?? stored.withdrawalCooldownHours,
  };
  if (next.depositWindowOpensMin >= next.depositWindowClosesMin) {
    const onlyOpens =
      change.depositWindowOpens !== undefined && change.depositWindowCloses === undefined;
    const field = onlyOpens ? 'depositWindowOpens' : 'depositWindowCloses';
    throw invalid(
      field,
      errorText('depositWindowBackwards', {
        opens: minutesToClockTime(next.depositWindowOpensMin),
        closes: minutesToClockTime(next.depositWindowClosesMin),
      }),
    );
  }
  return next;
}

export const ENROL_FIRST_MESSAGE =
  'Set up two-factor authentication for your own account first (My Account → Two-factor ' +
  'authentication), then turn this on; otherwise it would lock you out of the admin area.';

/**
 * Turning the requirement on is refused while the admin saving it has no two-factor: the very
 * next request would lock them out of the admin area, settings included.
 */
async function assertActorCanRequireMfa(
  tx: Tx,
  actorId: string,
  change: { before: boolean; after: boolean },
): Promise<void> {
  if (change.before || !change.after) return;
  const actor = await findUserById(tx, actorId);
  if (actor?.totp_enabled_at) return;
  throw new AppError('MFA_ENROLMENT_REQUIRED', ENROL_FIRST_MESSAGE, {
    fields: { requireAdminMfa: ENROL_FIRST_MESSAGE },
  });
}

function sameValues(a: SettingsValues, b: SettingsValues): boolean {
  return (Object.keys(a) as (keyof SettingsValues)[]).every((key) => a[key] === b[key]);
}

export function createSettingsService(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  return {
    async get(): Promise<PlatformSettings> {
      return db.transaction(async (tx) =>
        toPlatformSettings(
          await getSettings(tx),
          config,
          await readExciseSettings(tx, clock.now()),
        ),
      );
    },

    /**
     * One transaction: lock the row, merge and check, write, and record the audit entry, so
     * two admins saving at once apply one after the other and each log entry's "before" is
     * exactly what its change replaced. A change that changes nothing writes nothing.
     */
    async update(
      actorId: string,
      change: UpdatePlatformSettingsRequest,
      context: { ip: string | null },
    ): Promise<PlatformSettings> {
      return db.transaction(async (tx) => {
        const locked = await lockSettings(tx);
        const before = valuesOf(locked);
        const after = mergeChange(before, change);
        if (change.exciseRatePercent !== undefined) {
          const ratePercent = change.exciseRatePercent;
          const effectiveFrom = change.exciseEffectiveFrom;
          await addExciseRate(tx, { ratePercent, effectiveFrom }, { actorId, ...context, clock });
        }
        const excise = () => readExciseSettings(tx, clock.now());
        if (sameValues(before, after)) return toPlatformSettings(locked, config, await excise());
        await assertActorCanRequireMfa(tx, actorId, {
          before: effectiveRequireAdminMfa(locked, config),
          after: after.requireAdminMfa ?? config.requireAdminMfa,
        });
        const at = clock.now();
        const updated = await updateSettings(tx, { ...after, updatedBy: actorId, at });
        publishOnCommit(tx, ADMIN_CHANNEL, ['settings']);
        await recordAudit(tx, {
          actorUserId: actorId,
          action: 'settings.update',
          targetType: 'settings',
          targetId: null,
          before: auditStateOf(before),
          after: auditStateOf(after),
          ipAddress: context.ip,
          at,
        });
        return toPlatformSettings(updated, config, await excise());
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
