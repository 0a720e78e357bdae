import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminUpdateUserRequest, AdminUserRow } from '@soko/shared';

export type UserActionName = 'promote' | 'demote' | 'suspend' | 'reactivate';

/** Each text is a descriptor, translated where it is shown (i18n._) in the language on screen. */
export interface UserAction {
  name: UserActionName;
  label: MessageDescriptor;
  title: (name: string) => MessageDescriptor;
  description: (name: string) => MessageDescriptor;
  destructive: boolean;
  change: AdminUpdateUserRequest;
  done: (name: string) => MessageDescriptor;
}

export const userActions: Record<UserActionName, UserAction> = {
  promote: {
    name: 'promote',
    label: msg`Promote to admin`,
    title: (name) => msg`Promote ${name} to admin?`,
    description: (name) =>
      msg`${name} will be able to manage users, coins, deposits, withdrawals and platform settings. Every admin action is recorded in the audit log.`,
    destructive: false,
    change: { role: 'admin' },
    done: (name) => msg`${name} is now an admin`,
  },
  demote: {
    name: 'demote',
    label: msg`Make user`,
    title: (name) => msg`Make ${name} a regular user?`,
    description: (name) =>
      msg`${name} will lose access to the admin area straight away and can only trade.`,
    destructive: true,
    change: { role: 'user' },
    done: (name) => msg`${name} is now a regular user`,
  },
  suspend: {
    name: 'suspend',
    label: msg`Suspend`,
    title: (name) => msg`Suspend ${name}?`,
    description: (name) =>
      msg`${name} will be logged out and unable to log in until you reactivate the account.`,
    destructive: true,
    change: { status: 'suspended' },
    done: (name) => msg`${name} has been suspended`,
  },
  reactivate: {
    name: 'reactivate',
    label: msg`Reactivate`,
    title: (name) => msg`Reactivate ${name}?`,
    description: (name) => msg`${name} will be able to log in and trade again.`,
    destructive: false,
    change: { status: 'active' },
    done: (name) => msg`${name} has been reactivated`,
  },
};

/** The two actions a row offers: one for the role, one for the status. */
export function actionsFor(user: AdminUserRow): [UserAction, UserAction] {
  return [
    user.role === 'admin' ? userActions.demote : userActions.promote,
    user.status === 'active' ? userActions.suspend : userActions.reactivate,
  ];
}
