import type { CarTracking } from '../../domain/car/tracking.ts';

/**
 * An analytics event: POST /api/events takes exactly this; an event about a car carries the
 * car's tracking parameters (spec §3).
 */
export interface LeadEvent extends Partial<CarTracking> {
  id: number;
  category: string;
  car_type?: 'new' | 'used' | 'demo';
  page: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Fires the event: pushed to the page's dataLayer (tag managers read it), then the tracking
 * call to the events endpoint, sent with keepalive so it survives the move to /success. The
 * endpoint is on the page's own origin, so this JSON POST needs no CORS preflight, which
 * keepalive may not wait for; Chromium delivers it after the page is gone although its
 * network panel shows it cancelled (tests/e2e/analytics-events.spec.ts reads the stored rows).
 * spec §8 "Analytics failures are logged to the console only": nothing here throws, and
 * nothing waits for the answer.
 */
export function fireSiteEvent(event: LeadEvent, endpoint: string, dataLayerEvent: string): void {
  try {
    window.dataLayer ??= [];
    // the page's own address is the tag manager's already
    const pushed: Record<string, unknown> = { event: dataLayerEvent, event_id: event.id, ...event };
    delete pushed.id;
    delete pushed.page;
    window.dataLayer.push(pushed);
  } catch (error) {
    console.warn('The event could not be pushed to the dataLayer', error);
  }
  try {
    void fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
    })
      .then((response) => {
        if (!response.ok) console.warn(`The event was not recorded (${response.status})`);
      })
      .catch((error: unknown) => console.warn('The event was not recorded', error));
  } catch (error) {
    console.warn('The event was not recorded', error);
  }
}
