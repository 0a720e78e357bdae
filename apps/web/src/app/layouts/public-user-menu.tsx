import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import type { ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';

/** The signed-in visitor's menu on public pages: their username and Logout. Loaded lazily. */
export default function PublicUserMenu({
  username,
  trigger,
  defaultOpen,
}: {
  username: string;
  trigger: ReactElement;
  defaultOpen?: boolean;
}) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild aria-label={t`Account menu for ${username}`}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block text-xs text-slate-500">
            <Trans>Signed in as</Trans>
          </span>
          <span className="block truncate font-semibold text-slate-900">{username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logout.isPending}
          onSelect={(event) => {
            // Keep the menu open while the request runs, so the person sees it working.
            event.preventDefault();
            logout.mutate();
          }}
        >
          <LogOut aria-hidden className="h-4 w-4 text-slate-500" />
          {logout.isPending ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
