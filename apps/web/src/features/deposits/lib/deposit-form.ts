import {
  ACCEPTED_IMAGE_TYPES,
  COIN_SCALE,
  CryptoDepositFields,
  MAX_UPLOAD_BYTES,
  parseAmount,
} from '@soko/shared';
import { z } from 'zod';

/** product-spec.md section 8, word for word: the amount or the proof is missing. */
export const MISSING_TITLE = 'Missing information';
export const MISSING_TEXT = 'Please enter the amount and upload a proof of transaction.';
export const MIN_AMOUNT_TEXT = 'The minimum amount is 0.00000001.';
export const PROOF_TYPE_TEXT = 'The proof must be a PNG, JPEG or WebP image.';
export const PROOF_SIZE_TEXT =
  'The proof image is larger than 5 MB. Choose a smaller image, such as a screenshot.';
export const PROOF_EMPTY_TEXT = 'The chosen file is empty. Choose the image again.';

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/**
 * Checks a chosen proof before anything is sent: on mobile data, finding out after a 5 MB upload
 * that the file was refused wastes the user's bundle. The server checks the bytes again.
 * Some Android file pickers give no type; the file name decides then.
 */
export function proofFileProblem(file: { type: string; size: number; name: string }) {
  const typeKnown = file.type !== '';
  const acceptedType = typeKnown
    ? ACCEPTED.includes(file.type)
    : ACCEPTED_EXTENSIONS.test(file.name);
  if (!acceptedType) return PROOF_TYPE_TEXT;
  if (file.size > MAX_UPLOAD_BYTES) return PROOF_SIZE_TEXT;
  if (file.size === 0) return PROOF_EMPTY_TEXT;
  return undefined;
}

/**
 * The dialog's form: the server's own field rules (CryptoDepositFields) plus what the spec asks of
 * the client: an amount of at least 0.00000001, and a proof image.
 */
export const DepositForm = CryptoDepositFields.extend({
  amount: CryptoDepositFields.shape.amount.refine((value) => {
    const parsed = parseAmount(value, COIN_SCALE);
    return !parsed.ok || parsed.minor > 0n;
  }, MIN_AMOUNT_TEXT),
  proof: z
    .custom<File | null>((value) => value instanceof Blob, MISSING_TEXT)
    .superRefine((file, context) => {
      const problem = file ? proofFileProblem(file) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type DepositFormInput = z.input<typeof DepositForm>;
export type DepositFormOutput = z.output<typeof DepositForm>;

/** "07:00" → "7:00 AM"; "24:00" (the end of the day) → "12:00 AM". */
export function formatClock(hhmm: string): string {
  const [hourText = '0', minute = '00'] = hhmm.split(':');
  const hour = Number.parseInt(hourText, 10) % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute} ${suffix}`;
}

/** "1.2 MB", "350 KB": how big the chosen proof is, so the user knows what the upload costs. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
