import { type RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The app's Content-Security-Policy. Vite emits no inline script into index.html (only
 * `<script type="module" src="/assets/…">` and a stylesheet link; a test checks the page), so scripts
 * come from this origin only, no inline script and no eval: a stolen session token in localStorage
 * needs injected script, and this policy refuses it. Inline styles stay allowed (React and Radix
 * position popovers with style attributes, and Radix's scroll lock adds a <style> element); images
 * may come from https (rich-text content, map tiles).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'worker-src': ["'self'", 'blob:'],
};

const helmetHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Sent only over HTTPS (below): on plain HTTP the header means nothing and would pin a dev host.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  // The app loads no cross-origin documents; tiles and images are plain <img>.
  crossOriginEmbedderPolicy: false,
  // Public uploads (/storage/...) are embedded by the public site on another origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/** HSTS for a year when the request came over HTTPS (directly, or through a trusted proxy). */
const strictTransportSecurity: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};

/** Per-user answers (every API and tRPC call) are never stored by browsers or proxies. */
const noStoreOnApi: RequestHandler = (req, res, next) => {
  if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/trpc')) {
    res.setHeader('Cache-Control', 'no-store');
  }
  next();
};

/** Source maps are built for debugging but never served: they would publish the sources. */
const noSourceMaps: RequestHandler = (req, res, next) => {
  if (req.path.endsWith('.map')) {
    res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
    return;
  }
  next();
};

export const securityHeaders: RequestHandler[] = [
  helmetHeaders,
  strictTransportSecurity,
  noStoreOnApi,
  noSourceMaps,
];

/** CORS for other sales channels' browsers; off unless CORS_ORIGINS lists origins. */
export function corsMiddleware(origins: string[]): RequestHandler {
  const allowAny = origins.includes('*');
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && (allowAny || origins.includes(origin))) {
      res.setHeader('Access-Control-Allow-Origin', allowAny ? '*' : origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'Content-Type, X-Session-Token, X-Tenant, X-Company-Uuid, Authorization, Idempotency-Key',
      );
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}
