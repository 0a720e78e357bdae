import { msg } from '@lingui/core/macro';

/**
 * A verify or reset link the server refused, or one that is malformed to begin with. A message
 * descriptor, translated where it is shown: errors.ts stays free of macros for its unit tests.
 */
export const INVALID_LINK_MESSAGE = msg`This link is invalid or has expired. Please request a new one.`;
