/**
 * Test-only helpers (imported by *.test.ts, never by the server): real images made with sharp,
 * hostile files (polyglots, bombs, look-alikes) and hand-built multipart bodies.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const RED = { r: 200, g: 30, b: 30 };

export function png(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .png()
    .toBuffer();
}

export function jpeg(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .jpeg()
    .toBuffer();
}

export function webp(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .webp()
    .toBuffer();
}

export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
    .gif()
    .toBuffer();
}

/** A JPEG that says who made it and must be turned upright (EXIF orientation 6 = 90° clockwise). */
export function jpegWithExif(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SokoCam', Model: 'Spy 3000', Copyright: 'secret-owner' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A real PNG of random noise, larger than `minBytes` (noise does not compress). */
export async function noisyPng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  const pixels = randomBytes(side * side * 3);
  const image = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (image.length <= minBytes) throw new Error('noise PNG came out too small');
  return image;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A decompression bomb: a small, valid PNG (1-bit grey, all black) that declares
 * `side` × `side` pixels.
 */
export function pngBomb(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = Math.ceil(side / 8) + 1;
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML_PAYLOAD = Buffer.from('<html><body><script>alert(document.cookie)</script>');
/** The smallest ZIP archive: an empty end-of-central-directory record. */
export const ZIP_PAYLOAD = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body built by hand, so tests control every byte a browser would send. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----soko${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('data' in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
