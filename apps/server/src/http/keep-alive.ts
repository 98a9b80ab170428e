import { type Server } from 'node:http';

/**
 * Idle keep-alive connections outlive the idle limits of the clients and proxies in front (60 s is
 * the common one): when the server closes a socket first, a request a client sends on it at that
 * moment fails with ECONNRESET. Node's default of 5 s caused exactly that between an e2e test's
 * browser steps. Headers must be allowed longer than the idle time.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function applyKeepAliveLimits(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}
