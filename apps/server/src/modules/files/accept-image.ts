import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MAX_UPLOAD_BYTES, errorText } from '@soko/shared';
import { AppError } from '../../lib/app-error.js';
import {
  CONTENT_TYPE_OF,
  detectImageFormat,
  imageExtent,
  type ImageFormat,
} from './image-format.js';

/** An upload that passed every check, re-encoded: these bytes are what we store and serve. */
export interface AcceptedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
}

/**
 * A cap on decoded size against decompression bombs: a few-kilobyte PNG can declare a
 * 100 000 × 100 000 canvas. 50 megapixels covers any phone photo or screenshot.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** How long one decode + encode may take before it is abandoned. */
const PROCESSING_TIMEOUT_SECONDS = 20;
/**
 * Decoding a large image holds hundreds of megabytes; at most this many run at once and the
 * rest wait their turn (libvips still uses several threads for each).
 */
const MAX_CONCURRENT_IMAGES = 2;

export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 5 MB.';

const refused = {
  type: (label: string) => new AppError('VALIDATION_ERROR', errorText('imageWrongType', { label })),
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE),
  extraData: () => new AppError('VALIDATION_ERROR', errorText('imageExtraData')),
  unreadable: () => new AppError('VALIDATION_ERROR', errorText('imageUnreadable')),
  tooManyPixels: () =>
    new AppError(
      'VALIDATION_ERROR',
      errorText('imageTooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 }),
    ),
};

/**
 * Checks an upload by its bytes and re-encodes it, in this order: size, type by magic number,
 * nothing after the image's end marker, decodable within the pixel cap; then rotates it upright
 * (EXIF orientation) and encodes it afresh in the same format without any metadata (EXIF, GPS,
 * XMP, ICC, text chunks), so the stored bytes are never the bytes an uploader chose.
 * `label` names the upload in the type message ("proof", "icon").
 */
export async function acceptImage(
  bytes: Buffer,
  options: { label?: string } = {},
): Promise<AcceptedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw refused.tooLarge();
  const format = detectImageFormat(bytes);
  if (!format) throw refused.type(options.label ?? 'image');
  const extent = imageExtent(format, bytes);
  if (!extent.ok) throw refused.unreadable();
  if (extent.endOffset !== bytes.length) throw refused.extraData();
  return limitConcurrency(() => reencode(bytes, format, options.label ?? 'image'));
}

async function reencode(bytes: Buffer, format: ImageFormat, label: string) {
  const input = sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    // Structural damage is caught above; a decoder warning on an otherwise sound file
    // (a few stray bytes in a camera JPEG) should not refuse a real proof.
    failOn: 'error',
    sequentialRead: true,
  }).timeout({ seconds: PROCESSING_TIMEOUT_SECONDS });
  let metadata: Metadata;
  try {
    metadata = await input.metadata();
  } catch (error) {
    throw decodeRefusal(error);
  }
  if (metadata.format !== format) throw refused.type(label);
  if (!metadata.width || !metadata.height) throw refused.unreadable();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw refused.tooManyPixels();
  const oriented = input.rotate();
  const encoded =
    format === 'png'
      ? oriented.png({ compressionLevel: 9, adaptiveFiltering: true })
      : format === 'jpeg'
        ? oriented.jpeg({ quality: 88, mozjpeg: true })
        : oriented.webp({ quality: 88 });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeRefusal(error);
  }
  return {
    bytes: output.data,
    contentType: CONTENT_TYPE_OF[format],
    width: output.info.width,
    height: output.info.height,
    sha256: createHash('sha256').update(output.data).digest('hex'),
  };
}

/** libvips names the pixel cap in its message; every other decoder failure is a damaged file. */
function decodeRefusal(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? refused.tooManyPixels() : refused.unreadable();
}

let active = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the MAX_CONCURRENT_IMAGES slots is free; a finished job hands its slot on. */
async function limitConcurrency<T>(work: () => Promise<T>): Promise<T> {
  if (active < MAX_CONCURRENT_IMAGES) active += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}
