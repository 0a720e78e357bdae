import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { pairChannel, parseChannel, userChannel, type RealtimeTopic } from '@soko/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { invalidateSoon } from './invalidation-batch';
import type { RealtimeClient } from './realtime-client';
import type { RealtimeStatus } from './realtime-types';

/**
 * The thin React layer over RealtimeClient. app/provider.tsx makes the one client of the tab and
 * says who is signed in; features only use the hooks, so they never import each other to learn
 * the user or share a socket. Without a provider (a component test) nothing is live and every
 * screen keeps its polling fallback.
 */
interface RealtimeContextValue {
  client: RealtimeClient | null;
  /** The session's user id; null when signed out, undefined while the session loads. */
  userId: string | null | undefined;
}

const RealtimeContext = createContext<RealtimeContextValue>({ client: null, userId: undefined });

export function RealtimeProvider({
  client,
  userId,
  children,
}: {
  client: RealtimeClient;
  userId: string | null | undefined;
  children: ReactNode;
}) {
  useEffect(() => {
    if (userId !== undefined) client.setUser(userId);
  }, [client, userId]);
  const value = useMemo(() => ({ client, userId }), [client, userId]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

const noSubscription = () => () => undefined;

function useStateChanges(client: RealtimeClient | null) {
  return useCallback(
    (onChange: () => void) => (client ? client.onStateChange(onChange) : noSubscription()),
    [client],
  );
}

/** 'live' | 'connecting' | 'offline' for the connection indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  const { client } = useContext(RealtimeContext);
  const subscribe = useStateChanges(client);
  // A pre-rendered page (and its hydration) shows a socket that is still connecting.
  return useSyncExternalStore(
    subscribe,
    () => client?.getStatus() ?? 'offline',
    () => 'connecting',
  );
}

/** The signed-in user's private channel (`user:<id>`), or null when nobody is signed in. */
export function useUserChannel(): string | null {
  const { userId } = useContext(RealtimeContext);
  return userId ? userChannel(userId) : null;
}

/** A pair's public channel (`pair:HRC-KES`), or null while the pair is not a valid one yet. */
export function pairChannelOf(base: string, quote: string): string | null {
  const channel = pairChannel(base, quote);
  return parseChannel(channel) ? channel : null;
}

/**
 * Follows `channel` (null: nothing to follow yet) and calls `onChange` with the topics among
 * `topics` that changed; after missed events, with all of them. It does not re-render its
 * component: a screen that only refetches on a push has no reason to draw again when the socket
 * joins or drops (useChannelLive is for the few that poll without it).
 */
export function useLiveChannel(
  channel: string | null,
  topics: readonly RealtimeTopic[],
  onChange: (changed: RealtimeTopic[]) => void,
): void {
  const { client } = useContext(RealtimeContext);
  // The latest callback and topics, without re-subscribing on every render.
  const latest = useRef({ topics, onChange });
  useEffect(() => {
    latest.current = { topics, onChange };
  });
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(channel, (change) => {
      const wanted = latest.current.topics;
      const changed =
        change.kind === 'refetch'
          ? [...wanted]
          : change.topics.filter((topic) => wanted.includes(topic));
      if (changed.length > 0) latest.current.onChange(changed);
    });
  }, [client, channel]);
}

/**
 * Whether `channel` is live, so a query can drop its polling while pushes arrive and resume it
 * when they stop. Its component re-renders whenever that changes (useSyncExternalStore, so in a
 * task that cannot be split): keep it to the queries that poll, and to small components.
 */
export function useChannelLive(channel: string | null): boolean {
  const { client } = useContext(RealtimeContext);
  const subscribe = useStateChanges(client);
  return useSyncExternalStore(
    subscribe,
    () => (client && channel ? client.isChannelLive(channel) : false),
    () => false,
  );
}

/**
 * The usual case: when one of `topics` changes on `channel`, every query under `queryKey` is
 * invalidated (once per push, however many screens listen: invalidation-batch.ts). Invalidation
 * refetches in the background and keeps the old data on screen, so a change appears without a
 * skeleton in between. Nothing re-renders when the channel joins: on a first visit that re-drew
 * the frame, the balances and the transactions once more just after they had appeared, 300 to
 * 400 ms of blocking work on /dashboard at 4x CPU slowdown (issue 16).
 */
export function useLiveQuery(
  channel: string | null,
  topics: readonly RealtimeTopic[],
  queryKey: QueryKey,
): void {
  const queryClient = useQueryClient();
  useLiveChannel(channel, topics, () => invalidateSoon(queryClient, queryKey));
}

/** useLiveQuery for a query that polls while the push is down: returns whether it is live. */
export function usePolledLiveQuery(
  channel: string | null,
  topics: readonly RealtimeTopic[],
  queryKey: QueryKey,
): boolean {
  useLiveQuery(channel, topics, queryKey);
  return useChannelLive(channel);
}
