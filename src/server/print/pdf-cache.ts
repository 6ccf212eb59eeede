/** How much the PDF cache may hold. */
export interface PdfCacheLimits {
  /** The rendered bytes held at most; a PDF larger than this alone is never kept. */
  maxBytes: number;
  maxEntries: number;
}

/**
 * A demo sheet is about 9 kB and one with a listing photo a few hundred kB: 32 MB holds the
 * day's sheets of a large stock while staying small beside the API's own memory.
 */
export const DEFAULT_PDF_CACHE_LIMITS: PdfCacheLimits = { maxBytes: 32 * 1024 * 1024, maxEntries: 2000 };

/**
 * Rendered PDFs by key, in memory, per API instance: least recently used out first once
 * either limit is passed. Requests for a key being rendered wait for that one render rather
 * than start their own, so a burst of shoppers on a new car costs one render. A failed
 * render is not kept: the next request tries again.
 */
export class PdfCache {
  readonly #limits: PdfCacheLimits;
  /** In order of last use, oldest first (a Map keeps insertion order). */
  readonly #done = new Map<string, Uint8Array<ArrayBuffer>>();
  readonly #rendering = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  #bytes = 0;

  constructor(limits: PdfCacheLimits = DEFAULT_PDF_CACHE_LIMITS) {
    this.#limits = limits;
  }

  /** The PDF of key: from memory, from the render in progress, or rendered now. */
  get(key: string, render: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
    const done = this.#done.get(key);
    if (done) {
      this.#done.delete(key);
      this.#done.set(key, done);
      return Promise.resolve(done);
    }
    const pending = this.#rendering.get(key);
    if (pending) return pending;
    const started = render().then(
      (pdf) => {
        this.#rendering.delete(key);
        this.#keep(key, pdf);
        return pdf;
      },
      (error: unknown) => {
        this.#rendering.delete(key);
        throw error;
      },
    );
    this.#rendering.set(key, started);
    return started;
  }

  #keep(key: string, pdf: Uint8Array<ArrayBuffer>): void {
    const { maxBytes, maxEntries } = this.#limits;
    if (pdf.byteLength > maxBytes || maxEntries < 1) return;
    this.#done.set(key, pdf);
    this.#bytes += pdf.byteLength;
    for (const [oldKey, old] of this.#done) {
      if (this.#bytes <= maxBytes && this.#done.size <= maxEntries) break;
      this.#done.delete(oldKey);
      this.#bytes -= old.byteLength;
    }
  }
}
