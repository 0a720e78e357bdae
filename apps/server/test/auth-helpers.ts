import { expect } from 'vitest';
import type { SessionUser } from '@soko/shared';
import type { App } from '../src/app.js';
import { TestClient } from './build-test-app.js';
import {
  createUser,
  DEFAULT_PASSWORD,
  uniqueName,
  type CreatedUser,
  type UserFactoryInput,
} from './factories.js';

export interface SignedInClient {
  client: TestClient;
  user: SessionUser;
  password: string;
}

/** Signs a client in through the API; fails the test unless the answer is 200 with a user. */
export async function logIn(
  client: TestClient,
  credentials: { email: string; password: string; remember?: boolean; code?: string },
): Promise<SessionUser> {
  const { email, password, remember, code } = credentials;
  const response = await client.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, remember, code },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ user?: SessionUser }>();
  if (!body.user) throw new Error(`login answered without a user: ${response.body}`);
  return body.user;
}

/** Registers a new account through the API and keeps its session in a fresh client. */
export async function registerAndLogin(
  app: App,
  input: { username?: string; email?: string; password?: string } = {},
): Promise<SignedInClient & { email: string; username: string }> {
  const username = input.username ?? uniqueName('reg');
  const email = input.email ?? `${username.toLowerCase()}@example.com`;
  const password = input.password ?? DEFAULT_PASSWORD;
  const client = new TestClient(app);
  const response = await client.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const user = response.json<{ user: SessionUser }>().user;
  return { client, user, password, email, username };
}

/** A signed-in client for a new account of the given role (made by the factory, then logged in). */
export async function loginAs(
  app: App,
  role: 'user' | 'admin',
  input: Omit<UserFactoryInput, 'role'> = {},
): Promise<SignedInClient & { account: CreatedUser }> {
  const account = await createUser(app, { ...input, role });
  const client = new TestClient(app);
  const user = await logIn(client, { email: account.email, password: account.password });
  return { client, user, password: account.password, account };
}
