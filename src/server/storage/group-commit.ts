/** One item's outcome in a batch: its value, or the error that item alone failed with. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Group commit: calls that arrive while a batch is being written wait and go together in
 * the next batch, so one statement (or one transaction) serves many requests. A call that
 * finds nothing running starts on the event loop's next turn, after the requests already
 * read from their sockets have had their say (PGlite answers without yielding, so one
 * request would otherwise run to its end before the next one's body is parsed). PGlite runs
 * one statement at a time, and each statement costs far more than a row in it: under load
 * this is what lets it keep up.
 *
 * When a batch of several fails as a whole (one item breaks a constraint, say), each item
 * is tried again alone, so one bad item fails only itself.
 */
export class GroupCommit<In, Out> {
  readonly #write: (items: readonly In[]) => Promise<Settled<Out>[]>;
  readonly #maxBatch: number;
  #waiting: { item: In; resolve: (value: Out) => void; reject: (error: unknown) => void }[] = [];
  #running = false;
  #scheduled = false;

  /** write settles every item it is given, in order; it may throw to fail the batch as a whole. */
  constructor(write: (items: readonly In[]) => Promise<Settled<Out>[]>, maxBatch = 50) {
    this.#write = write;
    this.#maxBatch = maxBatch;
  }

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      if (this.#running || this.#scheduled) return;
      this.#scheduled = true;
      nextTurn(() => {
        this.#scheduled = false;
        if (!this.#running) void this.#drain();
      });
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting.splice(0, this.#maxBatch);
        const outcomes = await this.#settle(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => {
          const outcome = outcomes[index] ?? { ok: false, error: new Error('The batch settled too few items') };
          if (outcome.ok) entry.resolve(outcome.value);
          else entry.reject(outcome.error);
        });
      }
    } finally {
      this.#running = false;
    }
  }

  async #settle(items: readonly In[]): Promise<Settled<Out>[]> {
    try {
      return await this.#write(items);
    } catch (error) {
      if (items.length === 1) return [{ ok: false, error }];
      const alone: Settled<Out>[] = [];
      for (const item of items) alone.push(...(await this.#settle([item])));
      return alone;
    }
  }
}

/** The next turn of the event loop: Node's check phase where there is one, else a timer. */
const nextTurn: (run: () => void) => void =
  typeof setImmediate === 'function' ? (run) => setImmediate(run) : (run) => setTimeout(run, 0);
