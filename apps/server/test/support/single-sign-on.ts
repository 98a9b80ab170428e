import { type IdentityProvider, startIdentityProvider } from '@backoffice/identity-provider';
import { SSO_PATHS } from '@backoffice/shared';

/** The address the test server's single sign-on is configured with (its default APP_URL). */
export const SSO_APP_URL = 'http://localhost:3000';
export const SSO_CLIENT = {
  clientId: 'backoffice',
  clientSecret: 'test-client-secret',
  redirectUri: `${SSO_APP_URL}${SSO_PATHS.callback}`,
};

/** A test identity provider, and the server settings that name it. */
export async function startTestIdentityProvider(): Promise<{
  provider: IdentityProvider;
  environment: Record<string, string>;
}> {
  const provider = await startIdentityProvider({ client: SSO_CLIENT });
  return {
    provider,
    environment: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: SSO_CLIENT.clientId,
      OIDC_CLIENT_SECRET: SSO_CLIENT.clientSecret,
      OIDC_ROLE_MAP: 'bo-agents=agent,bo-chiefs=chief_agent,bo-admins=admin,bo-owners=super_admin',
      OIDC_NAME: 'Test provider',
    },
  };
}

/** Cookies per origin, as a browser keeps them (paths ignored: every test cookie is sent back). */
class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.byOrigin.get(url.origin) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  keep(url: URL, response: Response) {
    const cookies = this.byOrigin.get(url.origin) ?? new Map<string, string>();
    this.byOrigin.set(url.origin, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  copy(): CookieJar {
    const jar = new CookieJar();
    for (const [origin, cookies] of this.byOrigin) jar.byOrigin.set(origin, new Map(cookies));
    return jar;
  }
}

/**
 * A browser without a screen: follows redirects by hand, keeps cookies per site, and reaches the
 * back office under SSO_APP_URL at the test server's real address.
 */
export class SsoBrowser {
  constructor(
    private readonly serverUrl: string,
    public jar = new CookieJar(),
  ) {}

  private real(url: URL) {
    return url.origin === SSO_APP_URL ? new URL(url.pathname + url.search, this.serverUrl) : url;
  }

  async get(url: URL, init: { method?: string; body?: URLSearchParams } = {}) {
    const target = this.real(url);
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      body: init.body,
      redirect: 'manual',
      headers: { cookie: this.jar.header(target) },
    });
    this.jar.keep(target, response);
    const location = response.headers.get('location');
    return { response, location: location ? new URL(location, url) : null };
  }

  /** Follows redirects until the address satisfies `stop` (or nothing redirects any more). */
  async follow(from: URL, stop: (url: URL) => boolean): Promise<URL> {
    let url = from;
    for (let hop = 0; hop < 10 && !stop(url); hop += 1) {
      const { location } = await this.get(url);
      if (!location) return url;
      url = location;
    }
    return url;
  }

  /**
   * From the login page's button to the provider's answer: the address the provider sends the
   * browser back to (the callback with its code and state), not yet visited.
   */
  async signInAtProvider(login: string): Promise<URL> {
    const atProvider = await this.follow(new URL(SSO_PATHS.start, SSO_APP_URL), (url) =>
      url.pathname.startsWith('/interaction/'),
    );
    if (!atProvider.pathname.startsWith('/interaction/')) return atProvider;
    const { location } = await this.get(atProvider, {
      method: 'POST',
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
    });
    if (!location) throw new Error('The provider did not take the login');
    return this.follow(location, (url) => url.origin === SSO_APP_URL);
  }

  /** The callback visited: where it sends the browser (the handoff page, or the login page's refusal). */
  async callback(callbackUrl: URL): Promise<{ handoff: string | null; refusal: string | null }> {
    const { location } = await this.get(callbackUrl);
    if (!location) throw new Error('The callback did not redirect');
    return {
      handoff: new URLSearchParams(location.hash.slice(1)).get('handoff'),
      refusal: location.searchParams.get('sso_error'),
    };
  }
}
