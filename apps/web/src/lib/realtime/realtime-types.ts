import type { RealtimeTopic } from '@soko/shared';

/** The shapes shared by the realtime client, its browser socket and the React layer. */
export type RealtimeStatus = 'connecting' | 'live' | 'offline';

export type ChannelChange =
  | { kind: 'topics'; topics: RealtimeTopic[] }
  /** Events were missed (a hole, a reconnect too late to replay): refetch every topic. */
  | { kind: 'refetch' };

export type ChannelListener = (change: ChannelChange) => void;

/** What the client needs from a socket; browser-socket.ts adapts the DOM WebSocket to it. */
export interface RealtimeSocket {
  send(data: string): void;
  close(): void;
}

export interface RealtimeSocketHandlers {
  onOpen(): void;
  onMessage(data: string): void;
  onClose(): void;
}

export type OpenSocket = (url: string, handlers: RealtimeSocketHandlers) => RealtimeSocket;
