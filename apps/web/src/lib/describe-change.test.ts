import { i18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { describeChangeIn } from './describe-change';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

test('a screen reader hears words, not only a colour', () => {
  expect(describeChangeIn(i18n, '-1.5')).toBe('24-hour change: down 1.50%');
  expect(describeChangeIn(i18n, '2')).toBe('24-hour change: up 2.00%');
  expect(describeChangeIn(i18n, '0')).toBe('24-hour change: unchanged');
  expect(describeChangeIn(i18n, null)).toBe('24-hour change: no trades yet');
});
