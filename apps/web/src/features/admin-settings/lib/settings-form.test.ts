import type { PlatformSettings } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { describeWindow, exampleFee, formToRequest, settingsToForm } from './settings-form';

const settings: PlatformSettings = {
  withdrawalFeePercent: 10,
  withdrawalTaxPercent: 10,
  exciseRatePercent: '10',
  exciseEffectiveFrom: '2025-07-01',
  exciseRates: [{ ratePercent: '10', effectiveFrom: '2025-07-01' }],
  paymentChannelId: '1234',
  depositWindowOpens: '07:00',
  depositWindowCloses: '22:00',
  requireAdminMfa: false,
  withdrawalCooldownHours: 24,
  fourEyesThresholdKes: '100000',
  updatedAt: '2026-03-01T08:00:00Z',
};

describe('settingsToForm / formToRequest', () => {
  const saved = settingsToForm(settings);

  test('the form holds the API values, without updatedAt', () => {
    expect(saved).toEqual({
      withdrawalTaxPercent: 10,
      paymentChannelId: '1234',
      depositWindowOpens: '07:00',
      depositWindowCloses: '22:00',
      requireAdminMfa: false,
      withdrawalCooldownHours: 24,
      fourEyesThresholdKes: '100000',
    });
  });

  test('a changed four-eyes threshold is sent trimmed; the same one is not', () => {
    expect(formToRequest({ ...saved, fourEyesThresholdKes: ' 2500.50 ' }, saved)).toEqual({
      fourEyesThresholdKes: '2500.50',
    });
    expect(formToRequest({ ...saved, fourEyesThresholdKes: '100000' }, saved)).toEqual({});
  });

  test('nothing changed, nothing sent', () => {
    expect(formToRequest(saved, saved)).toEqual({});
  });

  test('only the changed fields are sent', () => {
    expect(formToRequest({ ...saved, withdrawalTaxPercent: 12.5 }, saved)).toEqual({
      withdrawalTaxPercent: 12.5,
    });
    expect(formToRequest({ ...saved, requireAdminMfa: true }, saved)).toEqual({
      requireAdminMfa: true,
    });
    expect(formToRequest({ ...saved, withdrawalCooldownHours: 48 }, saved)).toEqual({
      withdrawalCooldownHours: 48,
    });
  });

  test('the channel id is trimmed, and spaces alone are no change', () => {
    expect(formToRequest({ ...saved, paymentChannelId: ' 1234 ' }, saved)).toEqual({});
    expect(formToRequest({ ...saved, paymentChannelId: ' 99 ' }, saved)).toEqual({
      paymentChannelId: '99',
    });
  });

  test('moving one end of the deposit window sends both', () => {
    expect(formToRequest({ ...saved, depositWindowCloses: '24:00' }, saved)).toEqual({
      depositWindowOpens: '07:00',
      depositWindowCloses: '24:00',
    });
  });
});

describe('exampleFee', () => {
  test.each([
    [10, { gross: '100', fee: '10', net: '90' }],
    [0, { gross: '100', fee: '0', net: '100' }],
    [0.5, { gross: '100', fee: '0.5', net: '99.5' }],
    [30, { gross: '100', fee: '30', net: '70' }],
  ])('%s %% of 100', (percent, expected) => {
    expect(exampleFee(percent)).toEqual(expected);
  });

  test('half steps stay exact (no float: 10.5 % of 100 is 10.5, not 10.500000000000002)', () => {
    expect(exampleFee(10.5)).toEqual({ gross: '100', fee: '10.5', net: '89.5' });
  });

  test('off the 0.5 grid there is no example', () => {
    expect(exampleFee(10.25)).toBeNull();
  });
});

describe('describeWindow', () => {
  test.each([
    ['07:00', '22:00', 'between'],
    ['07:00', '24:00', 'until_midnight'],
    ['00:00', '24:00', 'all_day'],
  ])('%s–%s → %s', (opens, closes, kind) => {
    expect(describeWindow(opens, closes)).toEqual({ kind, opens, closes });
  });
});
