import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import express, { type Response, type Router } from 'express';

import {
  authorise,
  finishSingleSignOn,
  SSO_OPERATIONS,
  SsoRefusedError,
  startSingleSignOn,
} from '@backoffice/api';
import { type SsoRefusal, SSO_PATHS, SSO_SCREEN_PATHS } from '@backoffice/shared';

import { type Logger } from '../logger';
import { contextOf } from './authorisation';

/** The sealed checks of a single sign-on under way (PKCE verifier, state, nonce), for its return only. */
const FLOW_COOKIE = 'bo_sso_flow';

/**
 * The browser's way to the identity provider and back. Both routes are public (nobody is signed in
 * yet) and for people only; they answer with redirects: to the provider, then to the web page that
 * takes the handoff, or back to the login page with the reason of a refusal.
 */
export function createSingleSignOnRoutes({ appUrl, logger }: { appUrl: string; logger: Logger }): Router {
  const routes = express.Router();
  const secure = appUrl.startsWith('https:');
  // Lax: the provider's redirect back is a top-level navigation from another site.
  const flowCookie = (value: string, maxAgeSeconds: number) =>
    serializeCookie(FLOW_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: SSO_PATHS.callback,
      maxAge: maxAgeSeconds,
    });
  const refuse = (res: Response, refusal: SsoRefusal) =>
    res.redirect(303, `${appUrl}${SSO_SCREEN_PATHS.refusal}?sso_error=${refusal}`);

  const failed = (res: Response, error: unknown) => {
    if (error instanceof SsoRefusedError) {
      logger.warn('single sign-on refused', { reason: error.refusal, message: error.message });
      return refuse(res, error.refusal);
    }
    logger.error('single sign-on failed', {
      message: error instanceof Error ? error.message : String(error),
    });
    return refuse(res, 'unavailable');
  };

  routes.get(SSO_OPERATIONS.start.path, async (_req, res) => {
    try {
      const ctx = contextOf(res);
      authorise(ctx.caller, { name: SSO_OPERATIONS.start.name, policy: 'public', personOnly: true });
      const { url, sealedFlow } = await startSingleSignOn(ctx.config);
      res.setHeader('Set-Cookie', flowCookie(sealedFlow, 600));
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, url.href);
    } catch (error) {
      failed(res, error);
    }
  });

  routes.get(SSO_OPERATIONS.callback.path, async (req, res) => {
    // The flow is spent whatever the outcome: a second visit of this address finds none.
    res.setHeader('Set-Cookie', flowCookie('', 0));
    res.setHeader('Cache-Control', 'no-store');
    try {
      const ctx = contextOf(res);
      authorise(ctx.caller, { name: SSO_OPERATIONS.callback.name, policy: 'public', personOnly: true });
      const handoff = await finishSingleSignOn(ctx, {
        callbackUrl: new URL(req.originalUrl, appUrl),
        sealedFlow: parseCookies(req.headers.cookie ?? '')[FLOW_COOKIE],
      });
      // In the fragment, which browsers never send: the handoff stays out of logs and Referer headers.
      res.redirect(303, `${appUrl}${SSO_SCREEN_PATHS.handoff}#handoff=${encodeURIComponent(handoff)}`);
    } catch (error) {
      failed(res, error);
    }
  });
  return routes;
}
