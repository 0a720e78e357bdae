// @vitest-environment happy-dom
/**
 * useCurrentUser, rendered into a DOM (happy-dom) with the session endpoint answered by a stand-in
 * for fetch: the guards and the frame that read it draw again when the session changes or while
 * the first answer is awaited offline, not on every refetch that changes nothing (a realtime
 * channel's first join refetches the session: that used to re-render the whole frame twice, issue 16).
 */
import type { SessionResponse } from '@soko/shared';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { sessionQueryKey, useCurrentUser } from './get-session';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let queryClient: QueryClient;
let root: Root;
let answer: SessionResponse;
let requests = 0;
/** When set, the next request finds the line gone: the browser goes offline and fetch fails. */
let loseConnection = false;
const seen: { user: string | null; offline: boolean }[] = [];

function signedIn(username: string): SessionResponse {
  return {
    user: { id: 'u1', username, email: `${username}@soko.test`, role: 'user' },
    csrfToken: 'token',
  } as unknown as SessionResponse;
}

function Reader() {
  const { user, isOffline } = useCurrentUser();
  seen.push({ user: user?.username ?? null, offline: isOffline });
  return null;
}

async function flush() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * A start before the first answer, offline: the reader shows offline (not "signed out") after
 * `requestsOffline` requests, then the answer once the connection returns, with one more request.
 */
async function expectOfflineStartThenAnswer({ requestsOffline }: { requestsOffline: number }) {
  render();
  await flush();
  expect(requests).toBe(requestsOffline);
  expect(seen.at(-1)).toEqual({ user: null, offline: true });

  onlineManager.setOnline(true);
  await flush();
  expect(requests).toBe(requestsOffline + 1);
  expect(seen.at(-1)).toEqual({ user: 'amina', offline: false });
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  seen.length = 0;
  requests = 0;
  answer = signedIn('amina');
  loseConnection = false;
  vi.stubGlobal('fetch', async () => {
    requests += 1;
    if (loseConnection) {
      loseConnection = false;
      onlineManager.setOnline(false);
      throw new TypeError('Failed to fetch');
    }
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  queryClient.clear();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

function render() {
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Reader />
      </QueryClientProvider>,
    ),
  );
}

test('a refetch that brings the same session does not draw its readers again; a changed one does', async () => {
  render();
  await flush();
  expect(requests).toBe(1);
  const afterFirstAnswer = seen.length;
  expect(seen.at(-1)).toEqual({ user: 'amina', offline: false });

  await act(() => queryClient.refetchQueries({ queryKey: sessionQueryKey }));
  await flush();
  expect(requests).toBe(2);
  expect(seen).toHaveLength(afterFirstAnswer);

  answer = signedIn('amina2');
  await act(() => queryClient.refetchQueries({ queryKey: sessionQueryKey }));
  await flush();
  expect(seen.at(-1)).toEqual({ user: 'amina2', offline: false });
});

test('a start without a connection is told apart from a slow one before the first answer', async () => {
  onlineManager.setOnline(false);
  await expectOfflineStartThenAnswer({ requestsOffline: 0 });
});

test('a connection lost before the first answer shows as offline, and the answer follows when it returns', async () => {
  // As in the app: a network error is retried, and a retry waits while the browser is offline.
  queryClient.setQueryDefaults(sessionQueryKey, { retry: 1, retryDelay: 0 });
  loseConnection = true;
  await expectOfflineStartThenAnswer({ requestsOffline: 1 });
});
