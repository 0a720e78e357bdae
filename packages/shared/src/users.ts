import { z } from 'zod';
import { Role, UserStatus } from './auth.js';

export const AdminUserRow = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: Role,
  status: UserStatus,
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: Role.optional(),
  status: UserStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUsersResponse = z.object({
  items: z.array(AdminUserRow),
  total: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

export const AdminUpdateUserRequest = z
  .strictObject({ role: Role.optional(), status: UserStatus.optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, 'Nothing to change');
export type AdminUpdateUserRequest = z.infer<typeof AdminUpdateUserRequest>;
