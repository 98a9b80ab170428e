import { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';

/**
 * Faults the control endpoint injects into the BSS API, for the tests of the clients:
 * - latency: answer normally after `latencyMs`;
 * - error: answer `status` (default 503) with the API's JSON error body;
 * - timeout: never answer (the connection stays open until the client gives up);
 * - malformed: answer 200 with a broken body: `truncated` (the real JSON cut in half), `not-json`
 *   (an HTML page) or `wrong-shape` (valid JSON of another shape);
 * - disconnect: close the connection without an answer.
 * `timeout` and `disconnect` strike before the API handles the request (`phase: 'before'`, the
 * default: nothing happened) or after it (`phase: 'after'`: the refund or cancellation was made, only
 * its answer is lost), so a client can meet both kinds of uncertainty.
 * A fault applies to requests whose method and path prefix match, `times` times (default: until
 * cleared). Faults are checked in the order they were added; the first match wins.
 */
export const faultSchema = z.object({
  kind: z.enum(['latency', 'error', 'timeout', 'malformed', 'disconnect']),
  method: z
    .string()
    .transform((value) => value.toUpperCase())
    .optional(),
  path: z.string().startsWith('/').default('/v1/'),
  latencyMs: z.number().int().min(0).max(120_000).default(3000),
  status: z.number().int().min(400).max(599).default(503),
  body: z.enum(['truncated', 'not-json', 'wrong-shape']).default('truncated'),
  phase: z.enum(['before', 'after']).default('before'),
  times: z.number().int().positive().optional(),
});
export type FaultInput = z.input<typeof faultSchema>;
export type Fault = z.output<typeof faultSchema> & { id: number; hits: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;
  /** Requests held open by `timeout` faults, ended on clear() and on shutdown. */
  private held = new Set<Response>();

  add(input: FaultInput): Fault {
    const fault = { ...faultSchema.parse(input), id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear() {
    this.faults = [];
    for (const res of this.held) res.destroy();
    this.held.clear();
  }

  private take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) => (!candidate.method || candidate.method === method) && path.startsWith(candidate.path),
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) {
      this.faults = this.faults.filter((candidate) => candidate !== fault);
    }
    return fault;
  }

  private hold(res: Response) {
    this.held.add(res);
    res.on('close', () => this.held.delete(res));
  }

  /** Lets the route handle the request, then loses its answer (`lose`) instead of sending it. */
  private afterHandling(res: Response, next: NextFunction, lose: () => void) {
    res.json = () => {
      lose();
      return res;
    };
    next();
  }

  /** Express middleware in front of the BSS API routers. */
  middleware() {
    return async (req: Request, res: Response, next: NextFunction) => {
      const fault = this.take(req.method, req.baseUrl + req.path);
      if (!fault) return next();
      switch (fault.kind) {
        case 'latency':
          await sleep(fault.latencyMs);
          return next();
        case 'error':
          res
            .status(fault.status)
            .json({ error: { code: 'INJECTED_FAULT', message: `Injected ${fault.status}` } });
          return;
        case 'timeout':
          return fault.phase === 'after'
            ? this.afterHandling(res, next, () => this.hold(res))
            : this.hold(res);
        case 'disconnect':
          return fault.phase === 'after'
            ? this.afterHandling(res, next, () => req.socket.destroy())
            : req.socket.destroy();
        case 'malformed':
          return malformed(fault.body, res, next);
      }
    };
  }
}

function malformed(body: Fault['body'], res: Response, next: NextFunction) {
  if (body === 'not-json') {
    res.status(200).type('html').send('<html><body><h1>Gateway maintenance</h1></body></html>');
    return;
  }
  if (body === 'wrong-shape') {
    res.status(200).json({ result: 'ok', items: 'none', ID: 'not-a-number' });
    return;
  }
  // Let the route answer, then send only the first half of its JSON.
  res.json = (value: unknown) => {
    const text = JSON.stringify(value) ?? '';
    res
      .status(200)
      .type('json')
      .send(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    return res;
  };
  next();
}
