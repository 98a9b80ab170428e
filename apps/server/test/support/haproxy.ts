import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from './server-process';

/** Debian installs it in /usr/sbin, which a non-root PATH may lack. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export interface RunningBalancer {
  url: string;
  /** The backends' states as HAProxy's health checks see them, e.g. { a: 'UP', b: 'DOWN' }. */
  states(): Promise<Record<string, string>>;
  /** Totals over the backends from HAProxy's statistics: retried and redispatched requests, errors. */
  counters(): Promise<{
    retries: number;
    redispatches: number;
    connectionErrors: number;
    responseErrors: number;
  }>;
  close(): Promise<void>;
}

/**
 * Debian's HAProxy in front of the given ports, as docs/deploy.md configures it: round robin,
 * health-checked on /readyz every 250 ms, a connection refused or closed without an answer tried
 * again on the other instance. Statistics are served as CSV on a port of their own.
 */
export async function startBalancer(backends: Record<string, number>): Promise<RunningBalancer> {
  const folder = await mkdtemp(join(tmpdir(), 'backoffice-haproxy-'));
  const [port, statsPort] = [await freePort(), await freePort()];
  const configFile = join(folder, 'haproxy.cfg');
  await writeFile(
    configFile,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout check 2s',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response',
      `frontend app`,
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  default-server inter 250ms fall 1 rise 2',
      ...Object.entries(backends).map(
        ([name, backendPort]) => `  server ${name} 127.0.0.1:${backendPort} check`,
      ),
      'frontend stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /stats',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(HAPROXY, ['-f', configFile, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const statsRows = async () => {
    const text = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header = '', ...lines] = text.trim().split('\n');
    const names = header.replace(/^# /, '').split(',');
    return lines.map((line) =>
      Object.fromEntries(line.split(',').map((value, index) => [names[index], value])),
    );
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await statsRows();
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`HAProxy did not start: ${stderr.trim() || `exit ${child.exitCode}`}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async states() {
      const rows = await statsRows();
      return Object.fromEntries(
        rows
          .filter((row) => row.pxname === 'instances' && row.svname in backends)
          .map((row) => [row.svname, row.status]),
      );
    },
    async counters() {
      const backend = (await statsRows()).find(
        (row) => row.pxname === 'instances' && row.svname === 'BACKEND',
      );
      const number = (key: string) => Number(backend?.[key] || 0);
      return {
        retries: number('wretr'),
        redispatches: number('wredis'),
        connectionErrors: number('econ'),
        responseErrors: number('eresp'),
      };
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Waits until HAProxy sees every named backend in the wanted state (UP once /readyz answered twice). */
export async function waitForStates(
  balancer: RunningBalancer,
  wanted: Record<string, string>,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await balancer.states();
    if (Object.entries(wanted).every(([name, state]) => states[name]?.startsWith(state))) return;
    if (Date.now() > deadline)
      throw new Error(`backends ${JSON.stringify(states)}, wanted ${JSON.stringify(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
