/** A counting semaphore: at most `size` tasks run at once, the others wait in order. */

/** Runs tasks with bounded concurrency. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/** Creates a limiter that runs at most `size` tasks at once (first come, first served). */
export function createLimiter(size: number): Limiter {
  let active = 0;
  const queue: Array<() => void> = [];
  // A finishing task hands its slot straight to the next waiting one, so no newcomer can slip in between.
  const release = (): void => {
    const next = queue.shift();
    if (next === undefined) active -= 1;
    else next();
  };
  return {
    async run(task) {
      if (active >= size) await new Promise<void>((resolve) => queue.push(resolve));
      else active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
