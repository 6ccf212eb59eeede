/**
 * Runs a page's setup steps in a task each. Steps that run in one task add up to a long
 * task, which holds a tap and, on a throttled phone, counts toward Total Blocking Time;
 * between tasks the browser paints and answers input.
 */
export async function runInTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    step();
    await nextTask();
  }
}

interface Scheduler {
  yield?: () => Promise<void>;
}

function nextTask(): Promise<void> {
  // scheduler.yield resumes ahead of other queued work; a timer where it is missing
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
