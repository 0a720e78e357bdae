import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { describe, expect, test } from 'vitest';

/*
 * Kiswahili is complete (decisions.md 28): every catalogue has the same texts in both languages,
 * every text has a translation, and a translation keeps the placeholders of its English text
 * (a lost {amount} would show a trader a sentence without its number). That every text of a
 * component is in a catalogue at all is ESLint's lingui/no-unlocalized-strings, and `lingui
 * extract` in CI keeps the catalogues in step with the code (npm run i18n:extract).
 */
const dir = path.resolve(import.meta.dirname);
const read = (language: string, file: string) =>
  PO.parse(readFileSync(path.join(dir, language, file), 'utf8'));
const catalogues = readdirSync(path.join(dir, 'en')).filter((name) => name.endsWith('.po'));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*([\w.]+)/g)].map((match) => match[1]).sort();
// Lingui writes rich-text tags as <0>…</0>: a translation must keep each one.
const tags = (text: string) => [...text.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();

describe('message catalogues', () => {
  test('there are the four parts, in both languages', () => {
    expect(catalogues.sort()).toEqual(['admin.po', 'app.po', 'legal.po', 'public.po']);
    expect(
      readdirSync(path.join(dir, 'sw'))
        .filter((n) => n.endsWith('.po'))
        .sort(),
    ).toEqual(catalogues);
  });

  for (const file of catalogues) {
    test(`${file}: every English text has a Kiswahili translation with the same placeholders`, () => {
      const english = read('en', file).items.map((item) => item.msgid);
      const swahili = read('sw', file).items;
      expect(swahili.map((item) => item.msgid).sort()).toEqual([...english].sort());
      const problems: string[] = [];
      for (const item of swahili) {
        const text = item.msgstr.join('');
        if (!text.trim()) problems.push(`untranslated: ${item.msgid}`);
        else if (placeholders(text).join() !== placeholders(item.msgid).join())
          problems.push(`placeholders differ: ${item.msgid} → ${text}`);
        else if (tags(text).join() !== tags(item.msgid).join())
          problems.push(`tags differ: ${item.msgid} → ${text}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
