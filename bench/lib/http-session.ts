import http from 'node:http';

/**
 * One signed-in browser, as far as the API can tell: the session cookie from login, and the
 * CSRF token every state-changing request must echo (spec/api.md). Connections are kept alive,
 * as a browser keeps them.
 *
 * Requests go through node:http, not fetch: on a 2-core machine the bench clients share the
 * cores with the server and PostgreSQL, and fetch (undici with web streams) cost about 2.2 ms
 * of CPU per request, more than a pgbench transaction's whole cost. The requests on the wire
 * are the same.
 */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * An idle connection is dropped by the client after 4 s, before the server's keep-alive timeout
 * (10 s, app.ts) closes it: a request sent on a connection the server closes at that moment
 * fails with ECONNRESET. On PGlite the makers' connections sat idle while 32 takers signed in
 * (argon2 each) and the first run of a session died that way, twice on 30 November.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function send(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const json = (text: string): unknown => (text === '' ? null : JSON.parse(text));

export class HttpSession {
  private cookie = '';
  private csrfToken = '';

  constructor(private readonly baseUrl: string) {}

  async login(email: string, password: string): Promise<void> {
    const answer = await send(
      `${this.baseUrl}/api/auth/login`,
      'POST',
      { 'content-type': 'application/json' },
      JSON.stringify({ email, password }),
    );
    const body = json(answer.text) as { csrfToken?: string; user?: unknown } | null;
    if (answer.status !== 200 || !body?.user) {
      throw new Error(`login of ${email} answered ${answer.status}: ${answer.text}`);
    }
    this.cookie = (answer.headers['set-cookie'] ?? [])
      .map((line) => line.split(';')[0] ?? '')
      .join('; ');
    if (!body.csrfToken) throw new Error('login answered no CSRF token');
    this.csrfToken = body.csrfToken;
  }

  async get(path: string): Promise<ApiAnswer> {
    const answer = await send(`${this.baseUrl}${path}`, 'GET', { cookie: this.cookie });
    return { status: answer.status, body: json(answer.text) };
  }

  /** A GET whose body is not read as JSON (CSV and PDF downloads too): its status and size. */
  async getRaw(path: string): Promise<{ status: number; bytes: number }> {
    const answer = await send(`${this.baseUrl}${path}`, 'GET', { cookie: this.cookie });
    return { status: answer.status, bytes: Buffer.byteLength(answer.text) };
  }

  async post(path: string, payload: unknown): Promise<ApiAnswer> {
    const answer = await send(
      `${this.baseUrl}${path}`,
      'POST',
      {
        'content-type': 'application/json',
        cookie: this.cookie,
        'x-csrf-token': this.csrfToken,
      },
      JSON.stringify(payload),
    );
    return { status: answer.status, body: json(answer.text) };
  }
}

/** The error code of a refused answer, or the status when the body has none. */
export function errorCode(answer: ApiAnswer): string {
  const code = (answer.body as { error?: { code?: string } } | null)?.error?.code;
  return code ?? `HTTP_${answer.status}`;
}
