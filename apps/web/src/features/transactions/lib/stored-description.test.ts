import { i18n } from '@lingui/core';
import { expect, test } from 'vitest';
import { storedDescription } from './stored-description';

// The texts are Lingui messages; English is the source language and needs no catalogue.
i18n.loadAndActivate({ locale: 'en', messages: {} });

test("the server's M-Pesa lines are said again in the reader's language, others kept", () => {
  expect(storedDescription('M-Pesa deposit from the phone ending 670')).toBe(
    'M-Pesa deposit from the phone ending 670',
  );
  expect(storedDescription('M-Pesa withdrawal to the phone ending 123')).toBe(
    'M-Pesa withdrawal to the phone ending 123',
  );
  expect(storedDescription('Refund of a double charge')).toBe('Refund of a double charge');
});
