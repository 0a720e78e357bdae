import { i18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { makerSummary } from './market-figures';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('makerSummary', () => {
  test('no finished orders yet is a new trader', () => {
    expect(makerSummary({ completedTrades: 0, completionRate: null })).toEqual({
      trades: 'New trader',
      rate: null,
    });
  });

  test('a record shows the count and the rate', () => {
    expect(makerSummary({ completedTrades: 1, completionRate: '100.0' })).toEqual({
      trades: '1 trade',
      rate: '100.0% completion',
    });
    expect(makerSummary({ completedTrades: 1234, completionRate: '97.5' })).toEqual({
      trades: '1,234 trades',
      rate: '97.5% completion',
    });
  });
});
