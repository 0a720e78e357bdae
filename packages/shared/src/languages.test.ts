import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromPreferences } from './languages';

describe('languageFromPreferences', () => {
  it('picks Kiswahili from a Kenyan phone', () => {
    expect(languageFromPreferences('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
  });
  it('honours quality over order', () => {
    expect(languageFromPreferences('sw;q=0.4, en-GB;q=0.9')).toBe('en');
  });
  it('skips languages we do not speak and those refused with q=0', () => {
    expect(languageFromPreferences('fr-FR, de;q=0.9, sw;q=0.1')).toBe('sw');
    expect(languageFromPreferences('sw;q=0, fr')).toBeNull();
  });
  it('reads navigator.languages and nothing at all', () => {
    expect(languageFromPreferences(['SW-ke', 'en'])).toBe('sw');
    expect(languageFromPreferences(undefined)).toBeNull();
    expect(languageFromPreferences('')).toBeNull();
  });
  it('knows its languages', () => {
    expect(isLanguage('sw')).toBe(true);
    expect(isLanguage('sw-KE')).toBe(false);
  });
});
