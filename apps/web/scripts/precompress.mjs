// Writes .br and .gz beside every compressible file of the build, once, at build time: the
// server then sends the smallest one the browser accepts without spending CPU per request.
// Phones on mobile data are who this is for.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
// Scripts are compressed whatever their size: the code splitter makes small shared chunks (an
// icon used by two lazy pages) that the landing page loads too, and every script the browser
// asks for should come in the same encoding (the budget test in e2e/landing.spec.ts checks it).
const isScript = (file) => file.endsWith('.js');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!isScript(file) && statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
