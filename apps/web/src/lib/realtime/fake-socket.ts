import type { RealtimeServerMessage } from '@soko/shared';
import type { RealtimeSocketHandlers } from './realtime-types';

/**
 * A socket for tests of the realtime client: records what the client sends, and lets the test
 * play the server (open, welcome, messages, a dropped line).
 */
export class FakeSocket {
  sent: unknown[] = [];
  closed = false;
  constructor(private readonly handlers: RealtimeSocketHandlers) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.handlers.onOpen();
  }
  receive(message: RealtimeServerMessage) {
    this.handlers.onMessage(JSON.stringify(message));
  }
  drop() {
    this.handlers.onClose();
  }
  welcome(userId: string | null = null) {
    this.open();
    this.receive({ type: 'welcome', instance: 'test', userId, heartbeatMs: 25_000 });
  }
}
