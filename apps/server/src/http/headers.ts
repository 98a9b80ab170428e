import { type RequestHandler } from 'express';

export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
};

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
        'Content-Type, X-Session-Token, X-Tenant, X-Company-Uuid, Authorization',
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
