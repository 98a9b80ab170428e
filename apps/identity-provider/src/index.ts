import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type Provider from 'oidc-provider';

/** A person the provider knows, signed in by typing `login` on its form (any password is taken). */
export interface IdentityAccount {
  login: string;
  email: string;
  emailVerified?: boolean;
  name: string;
  groups: string[];
}

export interface IdentityClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface IdentityProviderOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  client: IdentityClient;
  accounts?: IdentityAccount[];
}

export interface IdentityProvider {
  /** The issuer: `http://<host>:<port>`, its discovery document below it. */
  issuer: string;
  addAccount(account: IdentityAccount): void;
  /**
   * The next ID token the token endpoint answers is signed again with these claims changed (an `exp`
   * in the past, another `aud`, an `amr`): the relying party must refuse or trust it.
   */
  changeNextIdToken(claims: Record<string, unknown>): void;
  /** While down, every request is answered 503, as an identity provider in an outage. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** oidc-provider's notices about its development defaults, which this test provider chose on purpose. */
const PROVIDER_NOTICE = /^oidc-provider (WARNING|NOTICE):/;
function quietProviderNotices() {
  const { warn, info } = console;
  const unlessNotice =
    (write: typeof warn) =>
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && PROVIDER_NOTICE.test(args[0])) return;
      write.apply(console, args);
    };
  Object.assign(console, { warn: unlessNotice(warn), info: unlessNotice(info) });
}

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
};

/**
 * A real OpenID provider (oidc-provider) for the tests: the authorization code flow with PKCE, its
 * own login form (`devInteractions`), RS256 ID tokens, and `/_control/*` calls by which a test adds
 * people, tampers with the next ID token or takes the provider down.
 */
export async function startIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  quietProviderNotices();
  const { default: ProviderClass } = await import('oidc-provider');
  const accounts = new Map((options.accounts ?? []).map((account) => [account.login, account]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'test-signing', use: 'sig', alg: 'RS256' };
  const addAccount = (account: Record<string, unknown>) => {
    const text = (key: string) => (typeof account[key] === 'string' ? account[key] : '');
    accounts.set(text('login'), {
      login: text('login'),
      email: text('email'),
      emailVerified: account.emailVerified !== false,
      name: text('name'),
      groups: Array.isArray(account.groups) ? account.groups.map(String) : [],
    });
  };
  let nextIdTokenClaims: Record<string, unknown> | null = null;
  let down = false;

  // The issuer names the port, so the server listens before the provider is made.
  const made: { provider?: Provider } = {};
  const server = createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    if (url.startsWith('/_control/')) return control(url, req, res);
    if (down || !made.provider) {
      res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The identity provider is down');
      return;
    }
    await made.provider.callback()(req, res);
  }
  async function control(url: string, req: IncomingMessage, res: ServerResponse) {
    const body = (await readJson(req)) as Record<string, unknown>;
    if (url === '/_control/accounts') addAccount(body);
    else if (url === '/_control/next-id-token') nextIdTokenClaims = body;
    else if (url === '/_control/down') down = body.down === true;
    else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(204).end();
  }
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;

  const provider = new ProviderClass(issuer, {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: [options.client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['identity-provider-test-cookies'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    // The claims of every scope asked go into the ID token, as Entra ID and Keycloak put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
          groups: account.groups,
        }),
      };
    },
    // Consent is taken as given: the back office is the organisation's own application.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token' || ctx.status !== 200 || !nextIdTokenClaims) return;
    const body = ctx.body as { id_token?: string };
    if (!body.id_token) return;
    const claims = { ...decodeJwt(body.id_token), ...nextIdTokenClaims };
    nextIdTokenClaims = null;
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .sign(privateKey);
    ctx.body = { ...body, id_token: idToken };
  });

  made.provider = provider;

  return {
    issuer,
    addAccount: (account) => accounts.set(account.login, account),
    changeNextIdToken: (claims) => {
      nextIdTokenClaims = claims;
    },
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
