// @vitest-environment happy-dom
/**
 * The React hooks over the realtime client, rendered into a DOM (happy-dom) against a fake socket:
 * which components draw again when a channel joins or drops, and that a push still refetches.
 * A join used to re-render every component that followed a channel, the frame and the dashboard's
 * cards included, in one task that could not be split (issue 16).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { FakeSocket } from './fake-socket';
import { RealtimeClient } from './realtime-client';
import { RealtimeProvider, useLiveQuery, usePolledLiveQuery } from './realtime-react';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const marketKey = ['market', 'overview'];
let sockets: FakeSocket[];
let realtime: RealtimeClient;
let queryClient: QueryClient;
let root: Root;

function socket(): FakeSocket {
  const last = sockets.at(-1);
  if (!last) throw new Error('no socket was opened');
  return last;
}

function render(children: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <RealtimeProvider client={realtime} userId={null}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </RealtimeProvider>,
    ),
  );
}

/** Plays the server: the socket opens, greets, and confirms the market channel afresh. */
async function joinMarket(seq = 1) {
  await act(async () => {
    socket().welcome();
    socket().receive({ type: 'subscribed', channel: 'market', seq, resumed: false });
    await Promise.resolve(); // invalidations are gathered for a microtask
  });
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  sockets = [];
  realtime = new RealtimeClient({
    url: 'ws://soko.test/api/realtime',
    openSocket: (_url, handlers) => {
      const opened = new FakeSocket(handlers);
      sockets.push(opened);
      return opened;
    },
    random: () => 1,
    now: () => 0,
  });
  queryClient = new QueryClient();
  // Data already on screen; no fetch function, so an invalidation only marks it.
  queryClient.setQueryData(marketKey, ['HRC-KES']);
});

afterEach(() => {
  act(() => root.unmount());
  realtime.stop();
  queryClient.clear();
});

describe('useLiveQuery', () => {
  test('a component that refetches on pushes is not drawn again when its channel joins or drops', async () => {
    let renders = 0;
    function Follower() {
      useLiveQuery('market', ['market'], marketKey);
      renders += 1;
      return null;
    }
    render(<Follower />);
    expect(renders).toBe(1);
    expect(socket().sent).toEqual([]); // subscribes once the socket is open

    await joinMarket();
    expect(socket().sent).toEqual([{ type: 'subscribe', channel: 'market' }]);
    // A fresh join refetches what the screen shows (it may predate the join) without re-rendering.
    expect(queryClient.getQueryState(marketKey)?.isInvalidated).toBe(true);
    expect(renders).toBe(1);

    act(() => socket().drop());
    expect(renders).toBe(1);
  });

  test('a push on one of its topics invalidates its query; another topic does not', async () => {
    function Follower() {
      useLiveQuery('market', ['market'], marketKey);
      return null;
    }
    render(<Follower />);
    await joinMarket(4);
    queryClient.setQueryData(marketKey, ['HRC-KES', 'SOL-KES']); // refetched: valid again

    const push = (seq: number, topics: ('market' | 'orders')[]) =>
      act(async () => {
        socket().receive({ type: 'event', channel: 'market', seq, topics, at: '2026-11-27' });
        await Promise.resolve();
      });
    await push(5, ['orders']);
    expect(queryClient.getQueryState(marketKey)?.isInvalidated).toBe(false);
    await push(6, ['market']);
    expect(queryClient.getQueryState(marketKey)?.isInvalidated).toBe(true);
  });
});

describe('usePolledLiveQuery', () => {
  test('says when its channel joins and when it drops, so polling stops and resumes', async () => {
    const seen: boolean[] = [];
    function Poller() {
      seen.push(usePolledLiveQuery('market', ['market'], marketKey));
      return null;
    }
    render(<Poller />);
    expect(seen).toEqual([false]);
    await joinMarket();
    expect(seen.at(-1)).toBe(true);
    act(() => socket().drop());
    expect(seen.at(-1)).toBe(false);
  });
});
