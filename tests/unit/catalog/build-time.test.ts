import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTime } from '../../../src/catalog/build-time.ts';

describe('buildTime', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads BUILD_TIME as an ISO date-time or epoch milliseconds', () => {
    vi.stubEnv('BUILD_TIME', '2026-11-20T01:00:00Z');
    expect(buildTime().toISOString()).toBe('2026-11-20T01:00:00.000Z');
    vi.stubEnv('BUILD_TIME', '1763600400000');
    expect(buildTime().getTime()).toBe(1763600400000);
  });

  it('refuses a BUILD_TIME that is not a date', () => {
    vi.stubEnv('BUILD_TIME', 'yesterday');
    expect(() => buildTime()).toThrow(/BUILD_TIME is not a date: yesterday/);
  });

  it('keeps one moment for the whole build when BUILD_TIME is not set', async () => {
    vi.stubEnv('BUILD_TIME', '');
    const first = buildTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(buildTime().getTime()).toBe(first.getTime());
  });
});
