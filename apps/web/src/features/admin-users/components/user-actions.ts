import type { AdminUpdateUserRequest, AdminUserRow } from '@soko/shared';

export type UserActionName = 'promote' | 'demote' | 'suspend' | 'reactivate';

export interface UserAction {
  name: UserActionName;
  label: string;
  title: (username: string) => string;
  description: (username: string) => string;
  destructive: boolean;
  change: AdminUpdateUserRequest;
  done: (username: string) => string;
}

export const userActions: Record<UserActionName, UserAction> = {
  promote: {
    name: 'promote',
    label: 'Promote to admin',
    title: (name) => `Promote ${name} to admin?`,
    description: (name) =>
      `${name} will be able to manage users, coins, deposits, withdrawals and platform settings. Every admin action is recorded in the audit log.`,
    destructive: false,
    change: { role: 'admin' },
    done: (name) => `${name} is now an admin`,
  },
  demote: {
    name: 'demote',
    label: 'Make user',
    title: (name) => `Make ${name} a regular user?`,
    description: (name) =>
      `${name} will lose access to the admin area straight away and can only trade.`,
    destructive: true,
    change: { role: 'user' },
    done: (name) => `${name} is now a regular user`,
  },
  suspend: {
    name: 'suspend',
    label: 'Suspend',
    title: (name) => `Suspend ${name}?`,
    description: (name) =>
      `${name} will be logged out and unable to log in until you reactivate the account.`,
    destructive: true,
    change: { status: 'suspended' },
    done: (name) => `${name} has been suspended`,
  },
  reactivate: {
    name: 'reactivate',
    label: 'Reactivate',
    title: (name) => `Reactivate ${name}?`,
    description: (name) => `${name} will be able to log in and trade again.`,
    destructive: false,
    change: { status: 'active' },
    done: (name) => `${name} has been reactivated`,
  },
};

/** The two actions a row offers: one for the role, one for the status. */
export function actionsFor(user: AdminUserRow): [UserAction, UserAction] {
  return [
    user.role === 'admin' ? userActions.demote : userActions.promote,
    user.status === 'active' ? userActions.suspend : userActions.reactivate,
  ];
}
