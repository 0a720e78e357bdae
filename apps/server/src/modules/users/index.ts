// The users module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { provisionAdmin } from './admin-provisioning.js';
export { adminUsersRoutes } from './admin-users.routes.js';
export { createAdminUsersService } from './admin-users.service.js';
export { ensureBootstrapAdmin } from './bootstrap-admin.js';
export { announceNewUser, announceUserChange } from './user-events.js';
export { toSessionUser, type SessionUserRow } from './user-views.js';
export {
  EMAIL_UNIQUE_INDEX,
  USERNAME_UNIQUE_INDEX,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  lockUserById,
  lockUserShared,
  markEmailVerified,
  setUserLanguage,
  setUserPassword,
  updateUserProfile,
} from './users.repository.js';
export type { UserRow } from './users.repository.js';
// Two-factor state lives on the user row (and its recovery codes); account's MFA service drives it.
export {
  claimRecoveryCode,
  claimTotpStep,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  setPendingTotpSecret,
} from './mfa.repository.js';
export { resealTotpSecrets } from './reseal-secrets.js';
export { assertActiveStatus, lockActiveSessionUser, lockActiveUser } from './active-user.js';
