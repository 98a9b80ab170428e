/**
 * Starts a stream of batches and waits for its first one: a database that does not answer fails the
 * call before any byte of the answer is sent (a 503 with Retry-After, not a file cut short). The
 * batches then come out unchanged, and stopping early stops the stream.
 */
export async function readAhead<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      let step = first;
      try {
        while (!step.done) {
          yield step.value;
          step = await iterator.next();
        }
      } finally {
        if (!step.done) await iterator.return?.();
      }
    },
  };
}
