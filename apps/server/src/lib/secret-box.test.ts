import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { BUILT_IN_KEY, createSecretBox, parseSecretKeys } from './secret-box.js';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('secret box (AES-256-GCM at rest)', () => {
  test('seals to a value that names its key and opens back; never the same twice', () => {
    const box = createSecretBox([key('k1')]);
    const first = box.seal('JBSWY3DPEHPK3PXP');
    const second = box.seal('JBSWY3DPEHPK3PXP');
    expect(first).toMatch(/^v1:k1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.keyIdOf(first)).toBe('k1');
  });

  test('a changed byte is refused (the tag authenticates the ciphertext)', () => {
    const box = createSecretBox([key('k1')]);
    const parts = box.seal('JBSWY3DPEHPK3PXP').split(':');
    const ciphertext = Buffer.from(parts[4] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[4] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
  });

  test('rotation: the old key still opens, new values use the first key', () => {
    const old = key('old');
    const sealedBefore = createSecretBox([old]).seal('SECRETONE');
    const rotated = createSecretBox([key('new'), old]);
    expect(rotated.open(sealedBefore)).toBe('SECRETONE');
    expect(rotated.keyIdOf(rotated.seal('SECRETONE'))).toBe('new');
    expect(() => createSecretBox([key('other')]).open(sealedBefore)).toThrow(/No key "old"/);
  });

  test('without keys the built-in key is used and says so; its values open once keys are set', () => {
    const builtIn = createSecretBox([]);
    expect(builtIn.usingBuiltInKey).toBe(true);
    const sealed = builtIn.seal('SECRETTWO');
    expect(builtIn.keyIdOf(sealed)).toBe(BUILT_IN_KEY.id);
    expect(createSecretBox([key('k1')]).open(sealed)).toBe('SECRETTWO');
  });

  test('a value stored in clear before encryption opens as itself', () => {
    expect(createSecretBox([key('k1')]).open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  test('SECRET_KEYS parsing: id:base64 pairs, 32-byte keys only', () => {
    const encoded = randomBytes(32).toString('base64');
    expect(parseSecretKeys(`a:${encoded}, b:${encoded}`).map((k) => k.id)).toEqual(['a', 'b']);
    expect(() => parseSecretKeys('a:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseSecretKeys(`bad id:${encoded}`)).toThrow();
  });
});
