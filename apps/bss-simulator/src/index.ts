import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { createSimulator, type Simulator } from './app';

export { createSimulator, type Simulator } from './app';
export { type Fault, type FaultInput } from './faults';
export { BssSimStatus, simPathOf, stepMsOf } from './sims';
export { type WirePlan } from './state';

export interface RunningSimulator extends Simulator {
  /** Base URL, e.g. http://127.0.0.1:41234 (BSS_URL). */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Starts the simulator on `host:port` (port 0: a free port) and resolves once it listens.
 * `adoptUnknownSims` (demos): a statuses call adopts SIM IDs it does not know (SimulatorState).
 */
export async function startSimulator(
  options: { port?: number; host?: string; adoptUnknownSims?: boolean } = {},
): Promise<RunningSimulator> {
  const simulator = createSimulator();
  simulator.state.adoptUnknownSims = options.adoptUnknownSims ?? false;
  const host = options.host ?? '127.0.0.1';
  const server = simulator.app.listen(options.port ?? 0, host);
  // Idle keep-alive sockets outlive the clients' (as the back office's own server does, for the same
  // reason): Node's 5 s made a test's request sent on a socket closing that moment fail with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...simulator,
    url: `http://${host}:${port}`,
    server,
    async close() {
      simulator.faults.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
