/**
 * What an uploaded file is, judged by its bytes alone (never its name or declared type), and
 * whether anything follows the image's own end marker. Bytes after the end are how polyglots are
 * made (a PNG that is also an HTML page or a ZIP archive), so they are refused outright even
 * though the re-encoded copy we store would drop them.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

export const CONTENT_TYPE_OF: Record<ImageFormat, 'image/png' | 'image/jpeg' | 'image/webp'> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Where the image's own data ends, or why it cannot be found. */
export type ImageExtent = { ok: true; endOffset: number } | { ok: false; reason: 'truncated' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function detectImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export function imageExtent(format: ImageFormat, bytes: Buffer): ImageExtent {
  switch (format) {
    case 'png':
      return pngExtent(bytes);
    case 'jpeg':
      return jpegExtent(bytes);
    case 'webp':
      return webpExtent(bytes);
  }
}

const TRUNCATED = { ok: false, reason: 'truncated' } as const;

/** PNG: length-prefixed chunks after the signature; the image ends with the IEND chunk. */
function pngExtent(bytes: Buffer): ImageExtent {
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length; // length, type, data, CRC
    if (end > bytes.length) return TRUNCATED;
    if (type === 'IEND') return { ok: true, endOffset: end };
    offset = end;
  }
  return TRUNCATED;
}

const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * JPEG: marker segments after SOI; each SOS is followed by entropy-coded data in which 0xFF is
 * either stuffed (FF 00), a restart marker (FF D0-D7) or fill (FF FF), so the scan ends at the
 * first other marker. The image ends with EOI (FF D9). Progressive files have several scans.
 */
function jpegExtent(bytes: Buffer): ImageExtent {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return TRUNCATED;
    while (bytes[offset] === 0xff) offset += 1;
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined) return TRUNCATED;
    if (marker === 0xd9) return { ok: true, endOffset: offset };
    if (isRestartMarker(marker) || marker === 0x01) continue; // no length field
    if (offset + 2 > bytes.length) return TRUNCATED;
    const segmentLength = bytes.readUInt16BE(offset);
    if (segmentLength < 2) return TRUNCATED;
    offset += segmentLength;
    if (offset > bytes.length) return TRUNCATED;
    if (marker === 0xda) offset = endOfScan(bytes, offset);
  }
  return TRUNCATED;
}

/** The offset of the marker that ends an entropy-coded scan (or the buffer's length). */
function endOfScan(bytes: Buffer, start: number): number {
  let offset = start;
  for (;;) {
    offset = bytes.indexOf(0xff, offset);
    if (offset < 0) return bytes.length;
    const next = bytes[offset + 1];
    if (next === undefined) return offset;
    if (next === 0x00 || isRestartMarker(next)) offset += 2;
    else if (next === 0xff) offset += 1;
    else return offset;
  }
}

/** WebP: one RIFF container whose header states the size of everything after its first 8 bytes. */
function webpExtent(bytes: Buffer): ImageExtent {
  const declared = bytes.readUInt32LE(4) + 8;
  if (declared > bytes.length) return TRUNCATED;
  return { ok: true, endOffset: declared };
}
