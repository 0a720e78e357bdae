/**
 * One signed-in browser, as far as the API can tell: the session cookie from login, and the
 * CSRF token every state-changing request must echo (spec/api.md). Connections are kept alive
 * by Node's fetch, as a browser keeps them.
 */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export class HttpSession {
  private cookie = '';
  private csrfToken = '';

  constructor(private readonly baseUrl: string) {}

  async login(email: string, password: string): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { csrfToken?: string; user?: unknown };
    if (response.status !== 200 || !body.user) {
      throw new Error(`login of ${email} answered ${response.status}: ${JSON.stringify(body)}`);
    }
    this.cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .join('; ');
    if (!body.csrfToken) throw new Error('login answered no CSRF token');
    this.csrfToken = body.csrfToken;
  }

  async get(path: string): Promise<ApiAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.cookie } });
    return { status: response.status, body: await response.json() };
  }

  async post(path: string, payload: unknown): Promise<ApiAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: this.cookie,
        'x-csrf-token': this.csrfToken,
      },
      body: JSON.stringify(payload),
    });
    return { status: response.status, body: await response.json() };
  }
}

/** The error code of a refused answer, or the status when the body has none. */
export function errorCode(answer: ApiAnswer): string {
  const code = (answer.body as { error?: { code?: string } } | null)?.error?.code;
  return code ?? `HTTP_${answer.status}`;
}
