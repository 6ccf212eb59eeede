/**
 * Runs `callback` when the browser is next idle (by `timeout` ms at the latest), or after
 * `fallbackMs` where it cannot tell; returns what cancels it. For work nobody waits for, so it
 * stays out of the frames that draw what a shopper asked for.
 */
export function whenIdle(callback: () => void, options: { timeout?: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, options.timeout ? { timeout: options.timeout } : undefined);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, options.fallbackMs);
  return () => clearTimeout(timer);
}
