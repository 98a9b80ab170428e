import { type Response } from 'express';

/** Resolves when the response may take more data, or when the client has gone. */
function writable(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Writes `{"data":[…]}` batch by batch as the iterator yields them, respecting back-pressure, so
 * memory holds one batch whatever the answer's length. The procedure hands its rows read ahead
 * (`readAhead`), so a failure on the first batch is still an ordinary error answer. A failure later
 * cannot change the status any more: the connection is cut, so the client sees a broken body, never
 * a short list that looks complete.
 */
export async function writeJsonDataStream(res: Response, batches: AsyncIterable<readonly unknown[]>) {
  res.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
  res.write('{"data":[');
  let first = true;
  try {
    for await (const batch of batches) {
      if (res.destroyed) return;
      const rows = batch.map((row) => JSON.stringify(row)).join(',');
      if (rows) {
        const fits = res.write(first ? rows : `,${rows}`);
        first = false;
        if (!fits) await writable(res);
      }
    }
    res.end(']}');
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
