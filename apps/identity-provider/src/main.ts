// `node dist/main.mjs`: the test identity provider as a process, for the browser suite. HOST, PORT,
// CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, and ACCOUNTS (a JSON array of IdentityAccount); a test adds
// people and faults through http://HOST:PORT/_control/*.
import { type IdentityAccount, startIdentityProvider } from './index';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

startIdentityProvider({
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  client: {
    clientId: required('CLIENT_ID'),
    clientSecret: required('CLIENT_SECRET'),
    redirectUri: required('REDIRECT_URI'),
  },
  accounts: JSON.parse(process.env.ACCOUNTS ?? '[]') as IdentityAccount[],
})
  .then((provider) => {
    process.stdout.write(`Test identity provider at ${provider.issuer}\n`);
    const stop = () => void provider.close().finally(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: unknown) => {
    process.stderr.write(
      `Identity provider failed to start: ${String((error as Error)?.message ?? error)}\n`,
    );
    process.exit(1);
  });
