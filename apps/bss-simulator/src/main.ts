// `node dist/main.mjs`: the BSS simulator as a process (PORT, HOST; port 0 picks a free one;
// ADOPT_UNKNOWN_SIMS=1 adopts SIM IDs it does not know, as `npm start` does for the demo).
import { startSimulator } from './index';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

startSimulator({ port, host, adoptUnknownSims: process.env.ADOPT_UNKNOWN_SIMS === '1' })
  .then((simulator) => {
    process.stdout.write(`BSS simulator listening on ${simulator.url}\n`);
    const stop = () => void simulator.close().finally(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: unknown) => {
    process.stderr.write(`BSS simulator failed to start: ${String((error as Error)?.message ?? error)}\n`);
    process.exit(1);
  });
