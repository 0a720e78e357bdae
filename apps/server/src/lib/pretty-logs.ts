import { createRequire } from 'node:module';

/**
 * The pino transport for human-readable logs when LOG_PRETTY asks for them and pino-pretty is
 * installed. It is a development tool: a production install (npm ci --omit=dev) lacks it, and
 * then the server logs JSON rather than failing to start.
 */
export function prettyLogTransport(wanted: boolean): { transport?: { target: string } } {
  if (!wanted) return {};
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return { transport: { target: 'pino-pretty' } };
  } catch {
    console.warn('LOG_PRETTY=true but pino-pretty is not installed: logging JSON instead');
    return {};
  }
}
