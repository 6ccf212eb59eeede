import type { Clock } from '../../src/server/clock.ts';

/** A clock that stands still until the test moves it. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(time: Date | string): void;
}

export function testClock(start: Date | string = '2026-11-21T10:00:00Z'): TestClock {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => void (at += ms),
    set: (time) => void (at = new Date(time).getTime()),
  };
}
