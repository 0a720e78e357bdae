import { REALTIME_PATH } from '@soko/shared';
import type { RealtimeClient } from './realtime-client';
import type { OpenSocket } from './realtime-types';

/** Same origin as the page, so the upgrade request carries the session cookie. */
export function realtimeUrl(location: Pick<Location, 'origin'>): string {
  return `${location.origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/** The DOM WebSocket behind the client's small socket interface. */
export const openBrowserSocket: OpenSocket = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event: MessageEvent) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  };
  // An error is always followed by a close; the close is where the client reacts.
  socket.onclose = () => handlers.onClose();
  return {
    send: (data) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(data);
    },
    close: () => {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    },
  };
};

/**
 * Reconnects at once when the tab is shown again or the network returns, instead of waiting out
 * a backoff that grew while the phone was in a pocket; lets the socket go as soon as the browser
 * says the network is gone, so the indicator stops saying Live. Returns the function that stops
 * watching.
 */
export function followTabAndNetwork(client: Pick<RealtimeClient, 'wake' | 'lost'>): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') client.wake();
  };
  const onOnline = () => client.wake();
  const onOffline = () => client.lost();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
