import { msg } from '@lingui/core/macro';
import { displayLocale } from '@soko/shared';
import { describe, expect, test } from 'vitest';
import { activateLoaded, currentLanguage, i18n } from './i18n';

/** The runtime switches every text and the number and date format together (decisions.md 28). */
describe('activateLoaded', () => {
  test('texts, Intl locale and current language move together', () => {
    const title = msg`How it works`;
    activateLoaded('sw', { [title.id]: 'Jinsi inavyofanya kazi' });
    expect(i18n._(title)).toBe('Jinsi inavyofanya kazi');
    expect(displayLocale()).toBe('sw-KE');
    expect(currentLanguage()).toBe('sw');
    activateLoaded('en', { [title.id]: 'How it works' });
    expect(i18n._(title)).toBe('How it works');
    expect(displayLocale()).toBe('en-KE');
  });
});
