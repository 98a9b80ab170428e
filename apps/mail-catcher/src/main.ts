// `node dist/main.mjs`: the mail catcher as a process (HOST, SMTP_PORT, WEB_PORT; 0 picks a free port).
import { startMailCatcher } from './index';

startMailCatcher({
  host: process.env.HOST ?? '127.0.0.1',
  smtpPort: Number(process.env.SMTP_PORT ?? 1025),
  webPort: Number(process.env.WEB_PORT ?? 1080),
})
  .then((catcher) => {
    process.stdout.write(`Mail catcher: SMTP on ${catcher.smtpUrl}, messages at ${catcher.webUrl}\n`);
    const stop = () => void catcher.close().finally(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: unknown) => {
    process.stderr.write(`Mail catcher failed to start: ${String((error as Error)?.message ?? error)}\n`);
    process.exit(1);
  });
