import { z } from 'zod';

/**
 * GET /api/contact (anyone) and GET /api/admin/settings/contact: how a trader reaches the
 * operator. An empty string means "not set yet"; the pages say so rather than invent details.
 */
export const OperatorContact = z.object({
  supportEmail: z.string(),
  supportPhone: z.string(),
  address: z.string(),
  updatedAt: z.string(),
});
export type OperatorContact = z.infer<typeof OperatorContact>;

const PHONE_MESSAGE = 'Use digits, spaces and an optional leading +, e.g. 0712 345 678.';

/** PUT /api/admin/settings/contact: any subset; an empty string clears a detail. */
export const UpdateOperatorContactRequest = z.strictObject({
  supportEmail: z
    .string()
    .trim()
    .max(254, 'The email address is too long.')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address.')
    .optional(),
  supportPhone: z
    .string()
    .trim()
    .max(30, PHONE_MESSAGE)
    .regex(/^(\+?[\d ]{7,29})?$/, PHONE_MESSAGE)
    .optional(),
  address: z.string().trim().max(300, 'The address is at most 300 characters.').optional(),
});
export type UpdateOperatorContactRequest = z.infer<typeof UpdateOperatorContactRequest>;
