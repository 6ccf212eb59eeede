let fallback: number | undefined;

/**
 * The moment a build happens, shared by every page of it: the generator's stock, the
 * 'New' tag window (spec §9: 8 days) and the sold window all count from it. BUILD_TIME
 * (an ISO date-time or epoch milliseconds) pins it for reproducible builds; without it
 * the first call's clock reading is kept, so every page of one build agrees.
 */
export function buildTime(): Date {
  const pinned = process.env.BUILD_TIME;
  if (pinned) {
    const time = new Date(/^\d+$/.test(pinned) ? Number(pinned) : pinned);
    if (Number.isNaN(time.getTime())) throw new Error(`BUILD_TIME is not a date: ${pinned}`);
    return time;
  }
  fallback ??= Date.now();
  return new Date(fallback);
}
