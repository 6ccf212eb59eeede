type ScheduleRender = ((shouldResetStatus?: boolean) => void) & { wait(): Promise<void>; cancel(): void };

/** The part of an InstantSearch instance this touches. */
interface RenderScheduling {
  status: string;
  scheduleRender: ScheduleRender;
}

/**
 * InstantSearch draws every widget twice per search: once as the search starts (status
 * 'loading', nothing new but the refinement itself) and again with its results. On a click
 * the first pass kept the main thread busy while the answer was already waiting, and cost as
 * much as the second. This holds the 'loading' pass back until the search has taken
 * `delayMs`; the results' pass, an error or InstantSearch's own 'stalled' pass cancels it
 * and draws at once. Returns the undo.
 */
export function holdLoadingRender(search: RenderScheduling, delayMs: number): () => void {
  const original = search.scheduleRender;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const scheduleRender = (shouldResetStatus?: boolean) => {
    cancelTimer();
    // a search's start asks not to reset the status; its results ask with the default
    const startingSearch = search.status === 'loading' && shouldResetStatus === false;
    if (!startingSearch) {
      original(shouldResetStatus);
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      original(false);
    }, delayMs);
  };
  search.scheduleRender = Object.assign(scheduleRender, {
    wait: () => original.wait(),
    cancel: () => {
      cancelTimer();
      original.cancel();
    },
  });
  return () => {
    cancelTimer();
    search.scheduleRender = original;
  };
}
