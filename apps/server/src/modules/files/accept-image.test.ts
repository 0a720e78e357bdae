/**
 * acceptImage on real files made with sharp: the three formats pass and come back re-encoded
 * without metadata and upright; every other kind of file (look-alikes, polyglots, damaged files,
 * oversized files and decompression bombs) is refused with its own clear message.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@soko/shared';
import { AppError } from '../../lib/app-error.js';
import { acceptImage } from './accept-image.js';
import {
  gif,
  HTML_PAYLOAD,
  jpeg,
  jpegWithExif,
  noisyPng,
  png,
  pngBomb,
  SVG_IMAGE,
  webp,
  ZIP_PAYLOAD,
} from './test-uploads.js';

async function refusal(bytes: Buffer | Promise<Buffer>, label?: string) {
  try {
    await acceptImage(await bytes, { label });
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the image was accepted');
}

const TYPE = { code: 'VALIDATION_ERROR', message: 'The image must be a PNG, JPEG or WebP image.' };
const EXTRA = {
  code: 'VALIDATION_ERROR',
  message:
    'The image file contains extra data after the picture (a motion photo or a hidden file) and was refused. Please send a plain screenshot instead.',
};
const UNREADABLE = {
  code: 'VALIDATION_ERROR',
  message: 'The image could not be read. It may be damaged; please upload another one.',
};

describe('acceptImage accepts', () => {
  test.each([
    ['png', png, 'image/png'],
    ['jpeg', jpeg, 'image/jpeg'],
    ['webp', webp, 'image/webp'],
  ] as const)('a %s, re-encoded in the same format', async (format, make, contentType) => {
    const input = await make(32, 24);
    const image = await acceptImage(input);
    expect(image).toMatchObject({ contentType, width: 32, height: 24 });
    expect(image.bytes.equals(input)).toBe(false);
    expect(image.sha256).toBe(createHash('sha256').update(image.bytes).digest('hex'));
    expect((await sharp(image.bytes).metadata()).format).toBe(format);
  });

  test('a JPEG with EXIF: turned upright, every metadata block dropped', async () => {
    const input = await jpegWithExif(40, 20);
    const image = await acceptImage(input);
    expect([image.width, image.height]).toEqual([20, 40]);
    const metadata = await sharp(image.bytes).metadata();
    expect(metadata).toMatchObject({ width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(image.bytes.includes('SokoCam')).toBe(false);
  });

  test('a PNG just under the size limit', async () => {
    const image = await noisyPng(MAX_UPLOAD_BYTES - 150_000);
    expect(image.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    await expect(acceptImage(image)).resolves.toMatchObject({ contentType: 'image/png' });
  });

  test('a progressive JPEG of noise (several scans, many stuffed 0xFF bytes)', async () => {
    const input = await sharp(randomBytes(64 * 48 * 3), {
      raw: { width: 64, height: 48, channels: 3 },
    })
      .jpeg({ progressive: true, quality: 100 })
      .toBuffer();
    await expect(acceptImage(input)).resolves.toMatchObject({ width: 64, height: 48 });
  });
});

describe('acceptImage refuses', () => {
  test.each([
    ['a text file renamed .png', Buffer.from('just some text, honestly a PNG')],
    ['an SVG', SVG_IMAGE],
    ['an HTML page', HTML_PAYLOAD],
    ['a ZIP archive', ZIP_PAYLOAD],
    ['an empty file', Buffer.alloc(0)],
    ['a PNG signature and nothing else', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('%s, by its bytes', async (_name, bytes) => {
    expect(await refusal(bytes)).toEqual(TYPE);
  });

  test('a GIF (an image, but not one of the three formats)', async () => {
    expect(await refusal(gif())).toEqual(TYPE);
  });

  test('names the upload in the type message', async () => {
    expect(await refusal(SVG_IMAGE, 'proof')).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The proof must be a PNG, JPEG or WebP image.',
    });
  });

  test('an image over 5 MB (real noise, not padding)', async () => {
    expect(await refusal(noisyPng(MAX_UPLOAD_BYTES + 1))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 5 MB.',
    });
  });

  test.each([
    ['a PNG with HTML after IEND', async () => Buffer.concat([await png(), HTML_PAYLOAD])],
    ['a PNG with a ZIP after IEND', async () => Buffer.concat([await png(), ZIP_PAYLOAD])],
    ['a JPEG with data after EOI', async () => Buffer.concat([await jpeg(), HTML_PAYLOAD])],
    ['a JPEG with one byte after EOI', async () => Buffer.concat([await jpeg(), Buffer.from([0])])],
    ['a WebP longer than its RIFF size', async () => Buffer.concat([await webp(), ZIP_PAYLOAD])],
  ])('%s (a polyglot)', async (_name, make) => {
    expect(await refusal(make())).toEqual(EXTRA);
  });

  test.each([
    ['a PNG cut short', async () => (await png()).subarray(0, -20)],
    ['a JPEG cut short', async () => (await jpeg(64, 64)).subarray(0, -40)],
    ['a WebP cut short', async () => (await webp()).subarray(0, -10)],
    [
      'a JPEG header followed by garbage',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xd9])]),
    ],
    [
      'a PNG whose pixel data is garbage',
      async () => {
        const bytes = Buffer.from(await png());
        bytes.fill(0x41, 50, bytes.length - 20); // IDAT contents and CRCs
        return bytes;
      },
    ],
  ])('%s (damaged)', async (_name, make) => {
    expect(await refusal(make())).toEqual(UNREADABLE);
  });

  test('a decompression bomb (12 KB declaring 100 megapixels)', async () => {
    const bomb = pngBomb(10_000);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await refusal(bomb)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'The image has too many pixels (at most 50 megapixels).',
    });
  });
});
