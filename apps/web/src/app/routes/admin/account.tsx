/**
 * The admin's own account (profile, password, two-factor) is the same page a trader has at
 * /dashboard/settings; /admin/settings is the platform's settings.
 */
export { default } from '../app/settings';
