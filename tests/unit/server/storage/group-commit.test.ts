import { describe, expect, it } from 'vitest';
import { GroupCommit, type Settled } from '../../../../src/server/storage/group-commit.ts';

describe('group commit', () => {
  it('writes calls that arrive together as one batch, and answers each with its own outcome', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      batches.push([...items]);
      return items.map((n): Settled<number> => ({ ok: true, value: n * 10 }));
    });
    expect(await Promise.all([1, 2, 3].map((n) => commit.submit(n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the calls made while a batch is written into the next one', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const commit = new GroupCommit<number, number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await held;
      return items.map((n): Settled<number> => ({ ok: true, value: n }));
    });
    const first = commit.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => commit.submit(n));
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps batches within their size', async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      return items.map((n): Settled<number> => ({ ok: true, value: n }));
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, n) => commit.submit(n)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('rejects only the item its outcome fails', async () => {
    const commit = new GroupCommit<number, number>(async (items) =>
      items.map((n): Settled<number> => (n === 2 ? { ok: false, error: new Error('two') } : { ok: true, value: n })),
    );
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => commit.submit(n)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('when a whole batch fails, tries each item alone so one bad item fails only itself', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      batches.push([...items]);
      if (items.includes(2)) throw new Error('constraint broken');
      return items.map((n): Settled<number> => ({ ok: true, value: n }));
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => commit.submit(n)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('keeps working after a failed batch', async () => {
    let fail = true;
    const commit = new GroupCommit<number, number>(async (items) => {
      if (fail) throw new Error('down');
      return items.map((n): Settled<number> => ({ ok: true, value: n }));
    });
    await expect(commit.submit(1)).rejects.toThrow('down');
    fail = false;
    expect(await commit.submit(2)).toBe(2);
  });
});
