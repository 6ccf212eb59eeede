import { scheduledCallButton, showsCallButton } from '../../../domain/hours/dealer-open.ts';
import type { VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';

/**
 * spec §4 Phone reveal: the masked number, clicked, records a reveal (errors logged only,
 * spec §8) and becomes the full number as a tel: link, which takes the focus.
 */
export function attachPhoneReveal(data: VehiclePageData): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-phone-reveal]')) {
    button.addEventListener('click', () => {
      const link = document.createElement('a');
      link.href = button.dataset.href ?? '';
      link.textContent = button.dataset.number ?? '';
      link.className = 'phone-reveal__number';
      button.replaceWith(link);
      link.focus();
      recordReveal(data);
    });
  }
}

function recordReveal(data: VehiclePageData): void {
  fetch(data.phoneRevealsApi, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // spec §3: a reveal is about a car, so it carries the car's tracking parameters
    body: JSON.stringify({
      car_id: data.id,
      dealership_id: data.dealership_id,
      website_id: data.website_id,
      ...data.card.tracking,
    }),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`The phone reveal was not recorded (${response.status})`);
    })
    .catch((error: unknown) => console.warn('The phone reveal was not recorded', error));
}

/**
 * spec §4: the call buttons hide while the dealer is closed, judged in Perth time: from the
 * schedule the build worked out, or where the page has outlived it, on the Perth clock.
 */
export function hideCallWhenClosed(data: VehiclePageData, now: Date = new Date()): void {
  if (!data.callHours) return;
  const scheduled = data.callSchedule ? scheduledCallButton(data.callSchedule, now.getTime()) : null;
  if (scheduled ?? showsCallButton({ now, hours: data.callHours })) return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-call]')) element.hidden = true;
}
