import type { CarTracking } from '../../domain/car/tracking.ts';
import { EVENT_IDS } from '../../domain/events.ts';
import { apiHref } from '../../api-paths.ts';
import { fireSiteEvent } from '../forms/site-event.ts';

/** spec §4 "Print PDF goes idle, then 'Preparing...', then idle". */
export const PRINT_PDF_LABELS = { idle: 'Print PDF', preparing: 'Preparing...' } as const;

/** A failed answer as an Error carrying the API's own error text (spec §8 shows it as is). */
async function answerError(response: Response): Promise<Error> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error.trim()) return new Error(body.error);
  } catch {
    // not JSON: the status says enough
  }
  return new Error(`The PDF could not be prepared (error ${response.status}). Please try again.`);
}

/** spec §7 Print PDF: fetched by the car's slug and saved as {slug}.pdf. */
async function downloadCarPdf(slug: string): Promise<void> {
  const response = await fetch(apiHref('carPrintPdf', { slug }));
  if (!response.ok) throw await answerError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${slug}.pdf`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the blob by the time this runs; revoking at once can cancel it
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface PrintPdfEvent {
  car_type?: 'new' | 'used' | 'demo' | undefined;
  /** spec §3 tracking event parameters of the car. */
  tracking?: CarTracking | undefined;
}

/** spec §9 event 61 (Print); fireSiteEvent logs its own failures (spec §8). */
function firePrintEvent(event: PrintPdfEvent): void {
  fireSiteEvent(
    {
      id: EVENT_IDS.print,
      category: 'Print',
      ...(event.car_type ? { car_type: event.car_type } : {}),
      ...event.tracking,
      page: window.location.pathname,
    },
    apiHref('events'),
    'print_pdf',
  );
}

/**
 * Makes `button` the car's Print PDF button: each press fires the Print event (spec §9, 61),
 * shows 'Preparing...' with the button disabled while the PDF is made, downloads it, and
 * returns to 'Print PDF'; a failure is alerted with its message (spec §8). Returns a
 * function that detaches it.
 */
export function attachPrintPdfButton(button: HTMLButtonElement, slug: string, event: PrintPdfEvent = {}): () => void {
  const idle = () => {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = PRINT_PDF_LABELS.idle;
  };
  const onClick = async () => {
    if (button.disabled) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = PRINT_PDF_LABELS.preparing;
    firePrintEvent(event);
    try {
      await downloadCarPdf(slug);
      idle();
    } catch (error) {
      // idle first: the page behind the alert already reads as it will after it
      idle();
      window.alert(error instanceof Error ? error.message : String(error));
    }
  };
  idle();
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
