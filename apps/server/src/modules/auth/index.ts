// The auth module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { createAuthMail } from './auth-mail.js';
export type { AuthMail } from './auth-mail.js';
export { authRoutes } from './auth.routes.js';
export {
  INVALID_CODE_MESSAGE,
  assertNamesAvailable,
  assertStrongPassword,
  createAuthService,
  nameTakenError,
} from './auth.service.js';
export { retireEmailTokens } from './email-tokens.repository.js';
export { createEmailVerificationService } from './email-verification.service.js';
export { createLoginThrottle } from './login-throttle.js';
export type { LoginThrottle } from './login-throttle.js';
export { createPasswordResetService } from './password-reset.service.js';
export { SESSION_COOKIE, readSessionToken, setLanguageCookie } from './session-cookie.js';
export { deleteUserSessions, findLiveSessionUsers } from './sessions.repository.js';
export { createSessionsService } from './sessions.service.js';
export type { SessionsService } from './sessions.service.js';
