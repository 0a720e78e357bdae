import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the web app. The CSP allows only our own origin: the SPA has
 * no inline scripts, images may be data: or blob: URLs (QR codes, previews), and style attributes
 * stay allowed because the component kit positions popovers with them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, upgradeInsecure: boolean) {
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
        ...(upgradeInsecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block nothing we use and break nothing; keep helmet's defaults
    // except HSTS, which only makes sense behind HTTPS.
    hsts: upgradeInsecure,
  });
}
