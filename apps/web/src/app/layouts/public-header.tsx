import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LayoutDashboard } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConnectionIndicator } from '@/components/ui/connection-indicator';
import { homeFor, paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { BrandLink } from '@/components/layouts/public-brand';
import { LanguageToggle } from '@/lib/i18n/language-switch';
import { useKeepLanguageOnAccount } from '../account-language';

// The dropdown (radix menu and its positioning engine) only matters to a signed-in visitor, so it
// loads on demand and stays out of the landing page's first bundle.
const PublicUserMenu = lazy(() => import('./public-user-menu'));

/**
 * Top navigation of the public pages (product-spec.md section 2, Landing page). Pages that update
 * by themselves (market, market orders, trade) show the connection indicator in it.
 */
export function PublicHeader({ showConnection = false }: { showConnection?: boolean }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  // A signed-in trader's choice is kept on the account too, as in the frames.
  const keepLanguage = useKeepLanguageOnAccount();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav
        aria-label={t`Main`}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <BrandLink />
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          {/* At 375 px the bar holds the brand, the switch and two links: the state's word
              ("Reconnecting…", "Nje ya mtandao") would push it sideways, so a phone shows the dot. */}
          {showConnection ? <ConnectionIndicator compact="phone" /> : null}
          <LanguageToggle onChosen={user ? keepLanguage : undefined} />
          {/* With the indicator, a phone's bar has no room for the name: the menu shows it. */}
          <HeaderActions nameOnPhones={!showConnection} />
        </div>
      </nav>
    </header>
  );
}

function HeaderActions({ nameOnPhones }: { nameOnPhones: boolean }) {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  // A tap on the menu before its code has arrived (slow mobile data) opens it once it has.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // Hold the space while the session loads so the bar neither jumps nor flashes the wrong links.
  if (isLoading) return <div aria-hidden className="h-11 w-40" />;
  if (!user) {
    // Narrower padding on phones: at 375 px the bar also holds the connection state and the
    // language switch, and "Jisajili" is longer than "Register".
    return (
      <div className="flex items-center gap-1 sm:gap-2">
        <Button asChild variant="ghost" className="max-sm:px-3">
          <Link to={paths.login}>
            <Trans>Login</Trans>
          </Link>
        </Button>
        <Button asChild className="max-sm:px-3">
          <Link to={paths.register}>
            <Trans>Register</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  const username = user.username;
  const menuButton = <UserMenuButton username={username} nameOnPhones={nameOnPhones} />;
  const loadingButton = (
    <UserMenuButton
      username={username}
      nameOnPhones={nameOnPhones}
      aria-label={t`Account menu for ${username}`}
      aria-busy={openOnLoad || undefined}
      onClick={() => setOpenOnLoad(true)}
    />
  );
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {/* The icon alone on a phone: "Dashboard" beside the account menu did not fit at 375 px. */}
      <Button asChild variant="ghost" className="px-3">
        <Link to={homeFor(user.role)}>
          <LayoutDashboard aria-hidden className="h-4 w-4" />
          <span className="max-sm:sr-only">
            <Trans>Dashboard</Trans>
          </span>
        </Link>
      </Button>
      <Suspense fallback={loadingButton}>
        <PublicUserMenu username={username} trigger={menuButton} defaultOpen={openOnLoad} />
      </Suspense>
    </div>
  );
}

/** The menu's face: also shown, inert, while the menu's code is still loading. */
function UserMenuButton({
  username,
  nameOnPhones,
  ...props
}: ComponentProps<'button'> & { username: string; nameOnPhones: boolean }) {
  return (
    <button
      type="button"
      className="inline-flex h-11 max-w-[8rem] items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-2 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:max-w-[14rem]"
      {...props}
    >
      <span
        aria-hidden
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold uppercase text-brand-800"
      >
        {username.slice(0, 1)}
      </span>
      <span className={nameOnPhones ? 'truncate' : 'truncate max-sm:sr-only'}>{username}</span>
      <ChevronDown aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
    </button>
  );
}
