import { i18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { greeting } from './greeting';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

test('a new trader is welcomed, a trader with history welcomed back', () => {
  expect(greeting('amina', 0)).toBe('Welcome, amina!');
  expect(greeting('amina', undefined)).toBe('Welcome, amina!');
  expect(greeting('amina', 12)).toBe('Welcome back, amina!');
  expect(greeting(undefined, 12)).toBe('Welcome back!');
});
