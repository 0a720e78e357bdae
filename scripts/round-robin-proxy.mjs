// A load balancer in miniature for `npm run start:cluster`: each HTTP request and each WebSocket
// goes to the next instance in turn. A browser on it loads a page from one instance, its API
// calls from others, and its realtime socket from yet another, which is how a deployment behind
// a real balancer behaves and the quickest way to see that no instance keeps state of its own.
// For trying out only: no health checks, no retries, no X-Forwarded-* headers.
import http from 'node:http';
import net from 'node:net';

export function startRoundRobinProxy({ port, targetPorts, log }) {
  let turn = 0;
  const nextTarget = () => {
    const target = targetPorts[turn % targetPorts.length];
    turn += 1;
    return target;
  };

  const server = http.createServer((request, response) => {
    const target = nextTarget();
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url },
      (answer) => {
        // Raw headers keep repeated ones (several Set-Cookie) exactly as the instance sent them.
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      upstream.appendHeader(request.rawHeaders[i], request.rawHeaders[i + 1]);
    }
    upstream.on('error', (error) => {
      log(`proxy: instance on port ${target} did not answer (${error.message})`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('The instance behind the proxy did not answer.\n');
    });
    request.pipe(upstream);
  });

  // A WebSocket is an HTTP upgrade: replay the request head to the instance, then pipe the bytes.
  server.on('upgrade', (request, socket, head) => {
    const target = nextTarget();
    const upstream = net.connect(target, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
    upstream.on('close', close);
    socket.on('close', close);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
