import { createLocalFileStorage, createS3FileStorage, type FileStorage } from '@backoffice/api';
import { storageRootIn } from '@backoffice/db';

import { type ServerConfig } from '../config';

/** Where the server keeps files: the S3 bucket when one is configured, else the local disk under DATA_DIR. */
export const fileStorageFor = (config: Pick<ServerConfig, 's3' | 'dataDir'>): FileStorage =>
  config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(storageRootIn(config.dataDir));
