import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether this request came over HTTPS: directly, or through a proxy we trust (TRUST_PROXY makes
 * request.protocol follow X-Forwarded-Proto), or because the operator says every request does.
 */
function arrivedOverHttps(request: FastifyRequest, config: Pick<Config, 'cookieSecure'>): boolean {
  return config.cookieSecure === 'true' || request.protocol === 'https';
}

/**
 * Security headers for the API and the web app. The CSP allows only our own origin: the SPA has
 * no inline scripts, images may be data: or blob: URLs (QR codes, previews), and style attributes
 * stay allowed because the component kit positions popovers with them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'cookieSecure'>,
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS and upgrade-insecure-requests are added per request below: they only make sense on an
    // answer that went out over HTTPS (and a browser ignores HSTS sent over plain HTTP anyway).
    hsts: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!arrivedOverHttps(request, config)) return payload;
    void reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
      void reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
    return payload;
  });
}
