import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { createMailStore, type MailStore } from './catcher';
import { createWebView } from './web';

export { type CaughtMail, type MailStore } from './catcher';

export interface RunningMailCatcher extends Omit<MailStore, 'smtp'> {
  /** What the back office's SMTP_URL is set to: smtp://host:port */
  smtpUrl: string;
  /** The web view: http://host:port/ */
  webUrl: string;
  close(): Promise<void>;
}

/** Starts the SMTP side and the web view (port 0: a free port) and resolves once both listen. */
export async function startMailCatcher(
  options: { host?: string; smtpPort?: number; webPort?: number } = {},
): Promise<RunningMailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store = createMailStore();
  await new Promise<void>((resolve, reject) => {
    store.smtp.once('error', reject);
    store.smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (store.smtp.server.address() as AddressInfo).port;
  const web: Server = createWebView(store).listen(options.webPort ?? 0, host);
  // Idle keep-alive sockets outlive the clients' (Node's 5 s races a client reusing one: ECONNRESET).
  web.keepAliveTimeout = 65_000;
  web.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    web.once('listening', resolve);
    web.once('error', reject);
  });
  const webPort = (web.address() as AddressInfo).port;
  const { smtp: _smtp, ...rest } = store;
  return {
    ...rest,
    messages: store.messages,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host}:${webPort}/`,
    async close() {
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
      await new Promise<void>((resolve) => store.smtp.close(() => resolve()));
    },
  };
}
