import { type Database, openReadReplica, type PrismaClient, type ReadReplica } from '@backoffice/db';

import { type ServerConfig } from './config';
import { type Logger } from './logger';

/**
 * The database of long reads (`ApiServices.reads`): the replica named by DATABASE_REPLICA_URL, with
 * the primary's pool size and time limits, else the primary itself. A replica that is down fails the
 * calls that read there (503), never the start-up nor the readiness check.
 */
export function readsFor(
  config: Pick<ServerConfig, 'databaseReplicaUrl' | 'database'>,
  database: Pick<Database, 'prisma'>,
  logger: Logger,
): { reads: PrismaClient; replica: ReadReplica | null } {
  if (!config.databaseReplicaUrl) return { reads: database.prisma, replica: null };
  const replica = openReadReplica({
    url: config.databaseReplicaUrl,
    poolSize: config.database.poolSize,
    timeouts: config.database.timeouts,
    onConnectionError: (error) => logger.warn('read replica connection error', { message: error.message }),
  });
  return { reads: replica.prisma, replica };
}
