/**
 * A TCP forwarder standing in for a database server that goes away and comes back: up() listens
 * on `port` and pipes every connection to `target`; down() stops listening and resets every
 * connection it carries, as a crashed or restarting server does (new connections are refused).
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export function tcpForwarder(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  return {
    async up() {
      const listening = createServer((inbound) => {
        const outbound = connect(target.port, target.host);
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      server = listening;
    },
    async down() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
}

/** The target of a postgres:// URL, and the same URL pointed at the forwarder's port instead. */
export function viaForwarder(databaseUrl: string, port: number) {
  const url = new URL(databaseUrl);
  const target = { host: url.hostname, port: Number(url.port || 5432) };
  url.port = String(port);
  return { target, url: url.toString() };
}
