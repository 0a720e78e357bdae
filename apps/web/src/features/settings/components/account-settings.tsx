import type { SessionUser } from '@soko/shared';
import { useState } from 'react';
import { LanguageCard } from './language-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * Account Settings (product-spec.md section 2): profile, language, password and two-factor cards. The
 * trader's /dashboard/settings and the admin's /admin/account both show it.
 */
export function AccountSettings({
  user,
  onSessionChanged,
}: {
  user: SessionUser | null;
  /** Refetches the session, so the whole app sees a new name, email or two-factor state. */
  onSessionChanged: () => Promise<unknown>;
}) {
  // An admin who must enrol before the admin tools unlock finds the two-factor card on top. The
  // order is fixed for the visit: enabling must not move the card (and its recovery codes) away.
  const [twoFactorFirst] = useState(user?.mfaEnrolmentRequired ?? false);
  const cards = [
    <ProfileCard key="profile" user={user} onSessionChanged={onSessionChanged} />,
    <LanguageCard key="language" signedIn={user !== null} onSessionChanged={onSessionChanged} />,
    <PasswordCard key="password" />,
  ];
  if (user) {
    const twoFactor = (
      <TwoFactorCard key="two-factor" user={user} onSessionChanged={onSessionChanged} />
    );
    if (twoFactorFirst) cards.unshift(twoFactor);
    else cards.push(twoFactor);
  }
  return <div className="max-w-3xl space-y-6">{cards}</div>;
}
