/**
 * Rebuilds tenants one at a time, once per burst of saves: an editor saving site.json and
 * offers.json together, or writing a file in several steps, gets one rebuild after the last
 * save. A save while its tenant is building queues one more rebuild after that build (never
 * more than one), so the site ends up built from what was saved last. One build at a time:
 * an Astro build takes both cores of a small machine.
 */
export class RebuildQueue {
  readonly #rebuild: (slug: string) => Promise<void>;
  readonly #quietMs: number;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #waiting = new Set<string>();
  #running: Promise<void> | null = null;
  #idle: (() => void)[] = [];

  /** `quietMs`: how long the files must stay unchanged before the rebuild starts. */
  constructor(rebuild: (slug: string) => Promise<void>, quietMs = 300) {
    this.#rebuild = rebuild;
    this.#quietMs = quietMs;
  }

  /** A file of the tenant changed: its rebuild starts once its files have been quiet for quietMs. */
  changed(slug: string): void {
    clearTimeout(this.#timers.get(slug));
    this.#timers.set(
      slug,
      setTimeout(() => {
        this.#timers.delete(slug);
        this.#waiting.add(slug);
        this.#running ??= this.#drain();
      }, this.#quietMs),
    );
  }

  /** Resolves once no save is waiting out its quiet time and no build is queued or running. */
  idle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Drops the saves not yet queued; a build already running finishes. */
  async close(): Promise<void> {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#waiting.clear();
    await this.#running;
    for (const resolve of this.#idle.splice(0)) resolve();
  }

  #isIdle(): boolean {
    return this.#timers.size === 0 && this.#waiting.size === 0 && this.#running === null;
  }

  async #drain(): Promise<void> {
    for (let slug = first(this.#waiting); slug !== undefined; slug = first(this.#waiting)) {
      this.#waiting.delete(slug);
      // the rebuild reports its own failures; one that throws must not stop the others
      await this.#rebuild(slug).catch((error: unknown) => console.error(error));
    }
    this.#running = null;
    if (this.#timers.size === 0) for (const resolve of this.#idle.splice(0)) resolve();
  }
}

const first = (set: ReadonlySet<string>): string | undefined => set.values().next().value;
