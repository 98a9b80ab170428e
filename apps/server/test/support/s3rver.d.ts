/** The parts of s3rver (no types of its own) the tests use. */
declare module 's3rver' {
  import { type Server } from 'node:http';
  import { type AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      silent: boolean;
      directory: string;
      configureBuckets: Array<{ name: string }>;
    });
    httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
