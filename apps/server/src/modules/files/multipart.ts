import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { NUL_MESSAGE } from '../../lib/forbidden-text.js';
import { IMAGE_TOO_LARGE_MESSAGE } from './accept-image.js';

export interface ImageUpload {
  /** The named text fields that were sent (absent ones are missing, not empty strings). */
  fields: Record<string, string>;
  /** The file's bytes; undefined when none (or an empty one, as a form with no file chosen sends). */
  file: Buffer | undefined;
}

export interface ReadImageUploadOptions {
  /** The form field that carries the file, e.g. "proof" or "icon". */
  fileField: string;
  /** The text fields the form may send; any other field is refused. */
  fieldNames: readonly string[];
  /** The longest text field accepted, in bytes (default 1024). */
  maxFieldBytes?: number;
  /** When given, a missing file is refused with this message instead of returned as undefined. */
  missingFileMessage?: string;
}

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * Reads a multipart/form-data body with one image and a few short text fields, entirely in
 * memory (the file is at most 5 MB + 1 byte, the limit app.ts gives @fastify/multipart). Every
 * malformed body answers 400 with a clear message and a file over the limit 413, never 500.
 * Callers still pass the bytes through acceptImage: this only reads them.
 */
export async function readImageUpload(
  request: FastifyRequest,
  options: ReadImageUploadOptions,
): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw invalid('Send the form as multipart/form-data with the image attached.');
  }
  const upload: ImageUpload = { fields: {}, file: undefined };
  try {
    const parts = request.parts({
      limits: {
        fieldSize: options.maxFieldBytes ?? 1024,
        fields: options.fieldNames.length,
        files: 1,
        parts: options.fieldNames.length + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) {
          throw invalid(`Attach the image as the "${options.fileField}" field.`);
        }
        const bytes = await part.toBuffer();
        // toBuffer throws on a cut-off file already; the flag is checked again so no setting
        // (throwFileSizeLimit) can ever hand a truncated image on as if it were whole.
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
        if (bytes.length > 0) upload.file = bytes;
      } else {
        const name = checkedFieldName(part, options);
        // A repeated field would let two values disagree about what was asked; refuse it.
        if (Object.hasOwn(upload.fields, name)) throw invalid(`The field "${name}" is repeated.`);
        upload.fields[name] = checkedFieldValue(part);
      }
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  if (!upload.file && options.missingFileMessage) throw invalid(options.missingFileMessage);
  return upload;
}

interface FieldPart {
  fieldname: string;
  fieldnameTruncated: boolean;
  valueTruncated: boolean;
  value: unknown;
}

function checkedFieldName(part: FieldPart, options: ReadImageUploadOptions): string {
  const name = part.fieldname;
  if (part.fieldnameTruncated || !options.fieldNames.includes(name)) {
    throw invalid(`The form has an unexpected field "${name.slice(0, 40)}".`);
  }
  if (part.valueTruncated) throw invalid(`The field "${name}" is too long.`);
  return name;
}

function checkedFieldValue(part: FieldPart): string {
  // A part sent as application/json arrives parsed; our fields are plain text only.
  if (typeof part.value !== 'string') throw invalid(`The field "${part.fieldname}" must be text.`);
  // PostgreSQL text cannot hold NUL; refuse it here rather than let the insert fail as a 500.
  if (part.value.includes('\u0000')) throw invalid(NUL_MESSAGE);
  return part.value;
}

/** Parser errors by @fastify/multipart code; anything else from busboy is a malformed body. */
export const MULTIPART_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Attach one image only.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'The form has a field with a forbidden name.',
  FST_INVALID_JSON_FIELD_ERROR: 'The form fields must be plain text.',
  FST_INVALID_MULTIPART_CONTENT_TYPE:
    'Send the form as multipart/form-data with the image attached.',
};

function translateMultipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const message = typeof code === 'string' ? MULTIPART_MESSAGES[code] : undefined;
  return invalid(message ?? 'The upload could not be read. Please try again.');
}
