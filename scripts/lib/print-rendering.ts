import type { PrintApiOptions } from '../../src/server/print/routes.ts';
import { renderCarPdf } from '../../src/server/print/car-pdf.ts';
import { DEFAULT_PDF_CACHE_LIMITS } from '../../src/server/print/pdf-cache.ts';
import { defaultPrintWorkers, PdfRenderPool } from '../../src/server/print/render-pool.ts';
import { DEFAULT_PRINT_PDF_RATE_LIMIT } from '../../src/server/print/routes.ts';
import { rateLimitFromEnv } from '../../src/server/middleware/rate-limiter.ts';

export type PrintRendering = Pick<PrintApiOptions, 'renderPdf' | 'limit' | 'cacheLimits'> & {
  /** Stops the render workers (after the server has stopped taking requests). */
  close(): Promise<void>;
};

function wholeNumberFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0 or more), received ${JSON.stringify(raw)}`);
  return value;
}

interface PrintSettings {
  workers: number;
  maxQueue: number;
  cacheLimits: NonNullable<PrintApiOptions['cacheLimits']>;
  limit: PrintApiOptions['limit'];
}

/**
 * How this server makes car PDFs: PRINT_WORKERS worker threads (default one per core but
 * one; 0 draws on the API's own thread, which only a benchmark wants), PRINT_QUEUE renders
 * waiting for them (default 16), PRINT_CACHE_MB of rendered PDFs kept (default 32; 0: none)
 * and PRINT_RATE_LIMIT_IP per address ("burst/seconds" or "off"; default 10/20). Read
 * before anything is opened, so a bad setting stops the start with nothing to close.
 */
export function printSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PrintSettings {
  const cacheMb = wholeNumberFromEnv(env, 'PRINT_CACHE_MB', DEFAULT_PDF_CACHE_LIMITS.maxBytes / 1024 / 1024);
  return {
    workers: wholeNumberFromEnv(env, 'PRINT_WORKERS', defaultPrintWorkers()),
    maxQueue: wholeNumberFromEnv(env, 'PRINT_QUEUE', 16),
    cacheLimits: { ...DEFAULT_PDF_CACHE_LIMITS, maxBytes: cacheMb * 1024 * 1024 },
    limit: rateLimitFromEnv(env, 'PRINT_RATE_LIMIT_IP', DEFAULT_PRINT_PDF_RATE_LIMIT),
  };
}

/** Starts the render workers the settings ask for; close() stops them. */
export function startPrintRendering(settings: PrintSettings): PrintRendering {
  const { workers, maxQueue, cacheLimits, limit } = settings;
  if (workers === 0) return { renderPdf: (input) => renderCarPdf(input), limit, cacheLimits, close: async () => {} };
  const pool = new PdfRenderPool({ workers, maxQueue });
  return { renderPdf: (input) => pool.render(input), limit, cacheLimits, close: () => pool.close() };
}
