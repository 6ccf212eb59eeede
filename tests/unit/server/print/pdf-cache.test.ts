import { describe, expect, it } from 'vitest';
import { PdfCache } from '../../../../src/server/print/pdf-cache.ts';

const bytes = (size: number, fill = 1) => new Uint8Array(new ArrayBuffer(size)).fill(fill);

/** A render the test finishes by hand, counting how often it was started. */
function deferredRender() {
  let started = 0;
  let finish: (pdf: Uint8Array<ArrayBuffer>) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const render = () => {
    started += 1;
    return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    render,
    started: () => started,
    finish: (pdf: Uint8Array<ArrayBuffer>) => finish(pdf),
    fail: (e: Error) => fail(e),
  };
}

/** Renders of key through the cache, counted. */
function counting(cache: PdfCache, size = 10) {
  const renders: string[] = [];
  const get = (key: string) =>
    cache.get(key, () => {
      renders.push(key);
      return Promise.resolve(bytes(size));
    });
  return { get, renders };
}

describe('PdfCache', () => {
  it('renders a key once, however many ask while it renders', async () => {
    const cache = new PdfCache({ maxBytes: 1000, maxEntries: 10 });
    const deferred = deferredRender();
    const waiting = [cache.get('a', deferred.render), cache.get('a', deferred.render), cache.get('a', deferred.render)];
    expect(deferred.started()).toBe(1);
    deferred.finish(bytes(5, 7));
    const pdfs = await Promise.all(waiting);
    expect(new Set(pdfs).size).toBe(1);
    expect(await cache.get('a', deferred.render)).toBe(pdfs[0]);
    expect(deferred.started()).toBe(1);
  });

  it('keeps no failed render: the next request renders again', async () => {
    const cache = new PdfCache({ maxBytes: 1000, maxEntries: 10 });
    const deferred = deferredRender();
    const first = [cache.get('a', deferred.render), cache.get('a', deferred.render)];
    deferred.fail(new Error('worker stopped'));
    for (const result of await Promise.allSettled(first)) expect(result.status).toBe('rejected');
    const again = cache.get('a', deferred.render);
    deferred.finish(bytes(5));
    await again;
    expect(deferred.started()).toBe(2);
  });

  it('drops the least recently used past its number of entries', async () => {
    const cache = new PdfCache({ maxBytes: 1000, maxEntries: 2 });
    const { get, renders } = counting(cache);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await get(key);
    // c pushed b out (a was used after b); b pushed c out
    expect(renders).toEqual(['a', 'b', 'c', 'b']);
  });

  it('drops the least recently used past its bytes, and never keeps a PDF larger than them', async () => {
    const cache = new PdfCache({ maxBytes: 25, maxEntries: 100 });
    const { get, renders } = counting(cache, 10);
    for (const key of ['a', 'b', 'c', 'b', 'a']) await get(key);
    expect(renders).toEqual(['a', 'b', 'c', 'a']);
    const big = counting(cache, 26);
    await big.get('huge');
    await big.get('huge');
    expect(big.renders).toEqual(['huge', 'huge']);
    // the large one pushed nothing out
    await get('b');
    expect(renders).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing with no entries allowed', async () => {
    const { get, renders } = counting(new PdfCache({ maxBytes: 1000, maxEntries: 0 }));
    await get('a');
    await get('a');
    expect(renders).toEqual(['a', 'a']);
  });
});
