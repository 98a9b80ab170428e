import { createServer, type Server, type Socket, connect } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'stall';

/**
 * A TCP proxy in front of the test database that can misbehave like a network or a server does:
 * - `pass`: forwards both ways;
 * - `refuse`: closes every new connection at once (a database that is down);
 * - `stall`: accepts connections and keeps existing ones open but forwards nothing (a database or a
 *   network that stops answering); data waits and flows again on `pass`;
 * - `cut()`: destroys every open connection (a restart or a dropped link).
 */
export class TcpProxy {
  private server: Server | undefined;
  private mode: ProxyMode = 'pass';
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  }

  private accept(client: Socket) {
    if (this.mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    const pair = { client, upstream };
    this.pairs.add(pair);
    const close = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.on('data', (chunk) => this.forward(upstream, client, chunk));
    upstream.on('data', (chunk) => this.forward(client, upstream, chunk));
    if (this.mode === 'stall') {
      client.pause();
      upstream.pause();
    }
  }

  private forward(to: Socket, from: Socket, chunk: Buffer) {
    if (!to.write(chunk)) {
      from.pause();
      to.once('drain', () => {
        if (this.mode === 'pass') from.resume();
      });
    }
  }

  setMode(mode: ProxyMode) {
    this.mode = mode;
    for (const { client, upstream } of this.pairs) {
      if (mode === 'stall') {
        client.pause();
        upstream.pause();
      } else {
        client.resume();
        upstream.resume();
      }
    }
  }

  /** Drops every open connection, as a restarted server or a broken link does. */
  cut() {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  get openConnections() {
    return this.pairs.size;
  }

  async stop() {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
