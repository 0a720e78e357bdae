import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// A misspelt `ui-*` class would silently drop a component's whole look: no type or lint
// catches a class name. Every one the app names must be a rule of ui.css, and every rule used.
const src = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(import.meta.dirname, 'ui.css'), 'utf8');
const defined = new Set([...css.matchAll(/^\s*\.(ui-[a-z0-9-]+)\s*\{/gm)].map((m) => String(m[1])));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// A class in a string literal: `'ui-td'`, `'ui-coin-icon inline-flex'`, `"ui-card p-4"`.
const named = new Set(
  sourceFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?<=['"`]|['"`][^'"`\n]* )ui-[a-z0-9-]+/g)].map(
      (m) => m[0],
    ),
  ),
);

describe('the shared components’ classes (ui.css)', () => {
  test('the stylesheet defines the component classes', () => {
    expect(defined).toContain('ui-button');
    expect(defined).toContain('ui-td');
  });

  test('every ui-* class the app names is defined', () => {
    expect([...named].filter((name) => !defined.has(name)).sort()).toEqual([]);
  });

  test('every rule is used by some component', () => {
    expect([...defined].filter((name) => !named.has(name)).sort()).toEqual([]);
  });
});
