// npm run watch:tenants rebuilds once per burst of saves, one tenant at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebuildQueue } from '../../../scripts/lib/rebuild-queue.ts';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A rebuild that takes `ms`, recording when each started and ended. */
function slowRebuild(ms: number) {
  const log: string[] = [];
  const rebuild = async (slug: string) => {
    log.push(`start ${slug}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`end ${slug}`);
  };
  return { log, rebuild };
}

describe('RebuildQueue', () => {
  it('rebuilds once after a burst of saves, when the files have been quiet for the quiet time', async () => {
    const { log, rebuild } = slowRebuild(1000);
    const queue = new RebuildQueue(rebuild, 300);
    for (let i = 0; i < 5; i++) {
      queue.changed('outback-rv');
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['start outback-rv']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['start outback-rv', 'end outback-rv']);
  });

  it('queues one more rebuild after the running one for saves made during it, never two', async () => {
    const { log, rebuild } = slowRebuild(2000);
    const queue = new RebuildQueue(rebuild, 300);
    queue.changed('outback-rv');
    await vi.advanceTimersByTimeAsync(400);
    // two saves during the build (300-2300 ms), each quiet for 300 ms before the next
    queue.changed('outback-rv');
    await vi.advanceTimersByTimeAsync(600);
    queue.changed('outback-rv');
    await vi.advanceTimersByTimeAsync(600);
    expect(log).toEqual(['start outback-rv']);
    const idle = queue.idle();
    await vi.advanceTimersByTimeAsync(10_000);
    await idle;
    expect(log).toEqual(['start outback-rv', 'end outback-rv', 'start outback-rv', 'end outback-rv']);
  });

  it('builds one tenant at a time, in the order their bursts ended', async () => {
    const { log, rebuild } = slowRebuild(1000);
    const queue = new RebuildQueue(rebuild, 300);
    queue.changed('outback-rv');
    await vi.advanceTimersByTimeAsync(100);
    queue.changed('harbourside-toyota');
    await vi.advanceTimersByTimeAsync(5000);
    expect(log).toEqual(['start outback-rv', 'end outback-rv', 'start harbourside-toyota', 'end harbourside-toyota']);
  });

  it('goes on with the next tenant when a rebuild throws', async () => {
    const built: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = new RebuildQueue(async (slug) => {
      if (slug === 'outback-rv') throw new Error('disk full');
      built.push(slug);
    }, 300);
    queue.changed('outback-rv');
    queue.changed('harbourside-toyota');
    const idle = queue.idle();
    await vi.advanceTimersByTimeAsync(300);
    await idle;
    expect(built).toEqual(['harbourside-toyota']);
    expect(errors).toHaveBeenCalledWith(new Error('disk full'));
    errors.mockRestore();
  });

  it('drops saves still in their quiet time when closed', async () => {
    const { log, rebuild } = slowRebuild(1000);
    const queue = new RebuildQueue(rebuild, 300);
    queue.changed('outback-rv');
    await queue.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(log).toEqual([]);
  });
});
