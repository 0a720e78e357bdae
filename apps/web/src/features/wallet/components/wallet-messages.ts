import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActionHint } from '../lib/wallet-rules';

/** The words for wallet-rules' hints, translated where they are shown. */
export const hintMessages: Record<ActionHint, MessageDescriptor> = {
  'deposits-paused': msg`Deposits paused for this coin`,
  'no-deposit-address': msg`No deposit address yet`,
  'no-available-balance': msg`No available balance`,
};
