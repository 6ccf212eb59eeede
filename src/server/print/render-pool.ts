import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CarPdfInput } from './car-pdf.ts';
import { photoFor, type PhotoOptions } from './photo.ts';
import { RendererBusy } from './renderer-busy.ts';
import type { DrawAnswer, DrawRequest } from './render-worker.ts';

export interface RenderPoolOptions {
  /** Worker threads drawing PDFs (default: one per core but one, at least one). */
  workers?: number;
  /** Renders that may wait for a worker; past that, RendererBusy (default 16). */
  maxQueue?: number;
  /** How remote photos are fetched (tests). */
  photo?: PhotoOptions;
}

/** A sheet draws in about 6–30 ms: a full queue has drained well within this. */
const BUSY_RETRY_AFTER_SECONDS = 2;

interface Job {
  request: DrawRequest;
  resolve: (pdf: Uint8Array<ArrayBuffer>) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export function defaultPrintWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Draws car PDFs on worker threads (render-worker.ts), so a burst of PDFs cannot hold up
 * the API's event loop: lead posts and health checks are answered while sheets are drawn.
 * The photo is fetched here first (IO, cheap on this thread, and a slow photo host then
 * never holds a worker); the drawing, all CPU, happens in a worker. Renders beyond the
 * workers wait in a bounded queue; a render that finds the queue full is refused at once
 * with RendererBusy, which the route answers 503 with Retry-After. A worker that dies fails
 * its render and is replaced.
 */
export class PdfRenderPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  readonly #capacity: number;
  readonly #photo: PhotoOptions;
  #admitted = 0;
  #nextId = 0;
  #closed = false;

  constructor(options: RenderPoolOptions = {}) {
    const workers = options.workers ?? defaultPrintWorkers();
    const maxQueue = options.maxQueue ?? 16;
    if (!Number.isInteger(workers) || workers < 1 || !Number.isInteger(maxQueue) || maxQueue < 0)
      throw new Error(
        `A render pool needs 1 or more workers and a queue of 0 or more, received ${workers}, ${maxQueue}`,
      );
    this.#capacity = workers + maxQueue;
    this.#photo = options.photo ?? {};
    for (let i = 0; i < workers; i++) this.#slots.push(this.#startSlot());
  }

  /** The PDF of input, or RendererBusy when every worker is busy and the queue is full. */
  async render(input: CarPdfInput): Promise<Uint8Array<ArrayBuffer>> {
    if (this.#closed) throw new Error('The PDF render pool is closed.');
    if (this.#admitted >= this.#capacity) throw new RendererBusy(BUSY_RETRY_AFTER_SECONDS);
    this.#admitted += 1;
    try {
      const photo = await photoFor(input.view.photo, this.#photo);
      // closed while the photo was fetched: no worker will take it
      if (this.#closed) throw new Error('The PDF render pool is closed.');
      const request: DrawRequest = { id: this.#nextId++, input, photo };
      return await new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
        this.#queue.push({ request, resolve, reject });
        this.#dispatch();
      });
    } finally {
      this.#admitted -= 1;
    }
  }

  /** Stops the workers; renders still waiting or drawing fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = new Error('The PDF render pool is closed.');
    for (const job of this.#queue.splice(0)) job.reject(closed);
    await Promise.all(
      this.#slots.map(async (slot) => {
        slot.job?.reject(closed);
        slot.job = null;
        await slot.worker.terminate();
      }),
    );
  }

  #startSlot(): Slot {
    const slot: Slot = { worker: new Worker(new URL('./render-worker.ts', import.meta.url)), job: null };
    slot.worker.on('message', (answer: DrawAnswer) => {
      const job = slot.job;
      if (!job || job.request.id !== answer.id) return;
      slot.job = null;
      if ('pdf' in answer) job.resolve(answer.pdf);
      else job.reject(new Error(`The PDF could not be drawn (${answer.error}).`));
      this.#dispatch();
    });
    // an uncaught error ends the thread ('exit' follows): its render fails, a new worker takes its place
    slot.worker.on('error', () => {});
    slot.worker.on('exit', () => {
      slot.job?.reject(new Error('The PDF worker stopped while drawing.'));
      slot.job = null;
      if (this.#closed) return;
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots[index] = this.#startSlot();
      this.#dispatch();
    });
    return slot;
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (slot.job) continue;
      const job = this.#queue.shift();
      if (!job) return;
      slot.job = job;
      try {
        slot.worker.postMessage(job.request);
      } catch (error) {
        // an input that cannot be copied to the thread fails alone; the worker stays free
        slot.job = null;
        job.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }
}
