/**
 * The excise rate history through PUT /api/admin/settings (decisions.md 24): a rate for a later
 * day is announced and comes into force at that day's Nairobi midnight; rates are added in date
 * order, so one dated before the latest rate is refused (EXCISE_RATE_OUT_OF_ORDER) and changes
 * nothing; a rate for the announced day replaces the announcement; once a day has come, a new
 * rate from that day is added after the one in force, which stays in the history. The tests
 * run in order on one app, each moving the clock forward only.
 */
import { describe, expect, test } from 'vitest';
import { nairobiDayOf, nairobiMidnight, type PlatformSettings } from '@soko/shared';
import { buildTestApp } from '../../../test/build-test-app.js';
import { loginAs } from '../../../test/auth-helpers.js';
import { auditRows } from '../../../test/audit-helpers.js';
import { errorOf } from '../../../test/trading.js';

const { app, db, clock } = await buildTestApp();
// Reassigned after the clock jumps to the announced day (the first session has expired by then).
let admin = await loginAs(app, 'admin');
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST = { ratePercent: '10', effectiveFrom: '2025-07-01' };

/** The Nairobi day `days` after today on the test clock. */
function dayAfter(days: number): string {
  return nairobiDayOf(new Date(clock.now().getTime() + days * DAY_MS));
}

const announcedDay = dayAfter(10);

function putExcise(payload: { exciseRatePercent: string; exciseEffectiveFrom?: string }) {
  return admin.client.request({ method: 'PUT', url: '/api/admin/settings', payload });
}

async function settings() {
  const response = await admin.client.request({ url: '/api/admin/settings' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlatformSettings>();
}

describe('excise rates by date', () => {
  test('a rate for a later day is announced; the rate in force stays', async () => {
    const response = await putExcise({
      exciseRatePercent: '15',
      exciseEffectiveFrom: announcedDay,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PlatformSettings>()).toMatchObject({
      exciseRatePercent: '10',
      exciseEffectiveFrom: '2025-07-01',
      exciseRates: [{ ratePercent: '15', effectiveFrom: announcedDay }, FIRST],
    });
  });

  test('a rate dated before the latest one is refused and changes nothing', async () => {
    const audits = (await auditRows(db, 'settings.update')).length;
    for (const exciseEffectiveFrom of [dayAfter(5), undefined]) {
      const response = await putExcise({ exciseRatePercent: '12', exciseEffectiveFrom });
      expect(errorOf(response)).toEqual({
        status: 409,
        code: 'EXCISE_RATE_OUT_OF_ORDER',
        message:
          `A rate from ${announcedDay} is already set: a new excise rate applies from ` +
          `${announcedDay} or a later day (a rate for that same day replaces the announced one).`,
        fields: { exciseEffectiveFrom: `Choose ${announcedDay} or a later day.` },
      });
    }
    expect((await settings()).exciseRates).toEqual([
      { ratePercent: '15', effectiveFrom: announcedDay },
      FIRST,
    ]);
    expect(await auditRows(db, 'settings.update')).toHaveLength(audits);
  });

  test('a rate more than a year ahead is refused and changes nothing (a mistyped year)', async () => {
    const audits = (await auditRows(db, 'settings.update')).length;
    for (const exciseEffectiveFrom of [dayAfter(367), '9999-12-31']) {
      const response = await putExcise({ exciseRatePercent: '12', exciseEffectiveFrom });
      const message = `A new excise rate is announced at most a year ahead: choose ${dayAfter(366)} or an earlier day.`;
      expect(errorOf(response)).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message,
        fields: { exciseEffectiveFrom: message },
      });
    }
    expect((await settings()).exciseRates).toEqual([
      { ratePercent: '15', effectiveFrom: announcedDay },
      FIRST,
    ]);
    expect(await auditRows(db, 'settings.update')).toHaveLength(audits);
  });

  test('a rate for the announced day replaces it; the same rate again writes nothing', async () => {
    const audits = (await auditRows(db, 'settings.update')).length;
    const response = await putExcise({
      exciseRatePercent: '16',
      exciseEffectiveFrom: announcedDay,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PlatformSettings>().exciseRates).toEqual([
      { ratePercent: '16', effectiveFrom: announcedDay },
      FIRST,
    ]);
    const logged = await auditRows(db, 'settings.update');
    expect(logged).toHaveLength(audits + 1);
    expect(logged.at(-1)).toMatchObject({
      before: { exciseRatePercent: '15' },
      after: { exciseRatePercent: '16', effectiveFrom: announcedDay },
    });
    const again = await putExcise({ exciseRatePercent: '16', exciseEffectiveFrom: announcedDay });
    expect(again.statusCode, again.body).toBe(200);
    expect(await auditRows(db, 'settings.update')).toHaveLength(audits + 1);
  });

  test("the announced rate is in force from its day's Nairobi midnight; later rates add to it", async () => {
    clock.set(new Date(nairobiMidnight(announcedDay).getTime() - 1));
    admin = await loginAs(app, 'admin');
    expect(await settings()).toMatchObject({ exciseRatePercent: '10' });
    clock.advanceMs(1);
    expect(await settings()).toMatchObject({
      exciseRatePercent: '16',
      exciseEffectiveFrom: announcedDay,
    });
    // A rate from today (the announced day) follows the one in force; the history keeps both.
    clock.advanceMs(60_000);
    const response = await putExcise({ exciseRatePercent: '17' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PlatformSettings>()).toMatchObject({
      exciseRatePercent: '17',
      exciseRates: [
        { ratePercent: '17', effectiveFrom: announcedDay },
        { ratePercent: '16', effectiveFrom: announcedDay },
        FIRST,
      ],
    });
  });
});
