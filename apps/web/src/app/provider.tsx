import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { AccountLanguage } from './account-language';
import { DeferredToaster } from './deferred-toaster';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { answerSequences } from '@/lib/realtime/answer-sequences';
import { followTabAndNetwork, openBrowserSocket, realtimeUrl } from '@/lib/realtime/browser-socket';
import { RealtimeClient } from '@/lib/realtime/realtime-client';
import { RealtimeProvider } from '@/lib/realtime/realtime-react';

/**
 * `realtime` is for rendering outside a browser (the build's pre-render), where the tab's own
 * client cannot be made; its socket never opens there, as effects do not run.
 */
export function AppProvider({
  children,
  realtime,
}: {
  children: ReactNode;
  realtime?: RealtimeClient;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AccountLanguage />
        <LiveUpdates client={realtime}>{children}</LiveUpdates>
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}

const createRealtimeClient = () =>
  new RealtimeClient({
    url: realtimeUrl(window.location),
    openSocket: openBrowserSocket,
    cover: (channel, seq) => answerSequences.cover(channel, seq),
  });

/**
 * The tab's one realtime client. It opens its socket when a screen first follows a channel (the
 * landing page follows none), and it learns who is signed in from the session, so a login or a
 * logout reopens the socket with the new cookie. It lives as long as the tab: there is nothing to
 * close on unmount, and StrictMode's double effects must not stop it.
 */
function LiveUpdates({
  children,
  client: given,
}: {
  children: ReactNode;
  client?: RealtimeClient;
}) {
  const [client] = useState(() => given ?? createRealtimeClient());
  const { user, isLoading } = useCurrentUser();
  useEffect(() => followTabAndNetwork(client), [client]);
  return (
    <RealtimeProvider client={client} userId={isLoading ? undefined : (user?.id ?? null)}>
      {children}
    </RealtimeProvider>
  );
}
