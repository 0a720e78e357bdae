// After `lingui extract`: gives every Kiswahili catalogue the translations the others already have.
// The catalogues overlap (lingui.config.ts), so a text shown in both the public pages and the
// customer area is translated once, wherever a translator wrote it, and the same everywhere.
// Prints what is still untranslated; `--check` fails when anything is (the test suite runs it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

const dir = path.resolve(import.meta.dirname, '../src/locales/sw');
const check = process.argv.includes('--check');
const files = readdirSync(dir).filter((name) => name.endsWith('.po'));
const catalogues = files.map((name) => ({
  name,
  po: PO.parse(readFileSync(path.join(dir, name), 'utf8')),
}));
const keyOf = (item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;

const known = new Map();
for (const { po } of catalogues) {
  for (const item of po.items) {
    const text = item.msgstr.join('');
    if (text && !known.has(keyOf(item))) known.set(keyOf(item), item.msgstr);
  }
}

let missing = 0;
for (const { name, po } of catalogues) {
  let filled = 0;
  const untranslated = [];
  for (const item of po.items) {
    if (item.msgstr.join('')) continue;
    const found = known.get(keyOf(item));
    if (found) {
      item.msgstr = [...found];
      filled += 1;
    } else untranslated.push(item.msgid);
  }
  if (filled && !check) writeFileSync(path.join(dir, name), `${po.toString()}\n`);
  missing += untranslated.length;
  console.log(
    `sw/${name}: ${po.items.length} messages, ${filled} filled from the others, ${untranslated.length} untranslated`,
  );
  for (const id of untranslated.slice(0, check ? 50 : 10)) console.log(`  untranslated: ${id}`);
}
if (check && missing > 0) process.exit(1);
