import type { ReservationLinkAnswer } from '../../domain/reservations/checkout.ts';
import {
  RESERVATION_PAGE_TEXTS,
  reservationStatusText,
  type ReservationActionName,
} from '../../domain/reservations/reservation-actions.ts';
import { formatPrice } from '../../domain/format.ts';

const TIMEOUT_MS = 10_000;

async function call(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS), ...init });
    return {
      status: response.status,
      body: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>,
    };
  } catch {
    return null;
  }
}

/** The rows of the reservation the link stands for; the shopper's details for the dealer, who has to call them. */
function rows(answer: ReservationLinkAnswer): [string, string][] {
  const list: [string, string][] = [
    ['Car', answer.car.title],
    ['Reference', answer.reference],
    ['Deposit', formatPrice(answer.deposit.amount)],
  ];
  if (answer.role === 'dealer')
    list.push(['Customer', answer.shopper.name], ['E-mail', answer.shopper.email], ['Phone', answer.shopper.phone]);
  else list.push(['Dealer', answer.dealer.name], ['Dealer phone', answer.dealer.phone]);
  return list;
}

/**
 * The reservation page: reads the link's `?token=`, shows the reservation it stands for and
 * one button per action the link may take now (RESERVATION_ACTIONS); a press POSTs the token
 * and shows the reservation as it then is.
 */
export function attachReservationPage(page: Document): void {
  const section = page.querySelector<HTMLElement>('[data-reservation]');
  const status = section?.querySelector<HTMLElement>('[data-reservation-status]');
  const details = section?.querySelector<HTMLElement>('[data-reservation-details]');
  const actions = section?.querySelector<HTMLElement>('[data-reservation-actions]');
  const error = section?.querySelector<HTMLElement>('[data-reservation-error]');
  if (!section || !status || !details || !actions || !error) return;
  const token = new URLSearchParams(location.search).get('token');
  if (!token) {
    status.textContent = RESERVATION_PAGE_TEXTS.missing;
    return;
  }

  const show = (answer: ReservationLinkAnswer) => {
    status.textContent = reservationStatusText(answer.status, answer.hold_until);
    details.replaceChildren(
      ...rows(answer).flatMap(([term, value]) => {
        const dt = page.createElement('dt');
        dt.textContent = term;
        const dd = page.createElement('dd');
        dd.textContent = value;
        return [dt, dd];
      }),
    );
    details.hidden = false;
    actions.replaceChildren(
      ...answer.actions.map((action) => {
        const button = page.createElement('button');
        button.type = 'button';
        button.className = action === 'confirm' ? 'button' : 'button button--outline';
        button.textContent = RESERVATION_PAGE_TEXTS.buttons[action](formatPrice(answer.deposit.amount));
        button.addEventListener('click', () => void act(action, button));
        return button;
      }),
    );
  };

  const failed = (answer: { body: Record<string, unknown> } | null) => {
    const message = answer?.body.error;
    error.textContent = typeof message === 'string' ? message : RESERVATION_PAGE_TEXTS.unavailable;
  };

  const act = async (action: ReservationActionName, button: HTMLButtonElement) => {
    for (const other of actions.querySelectorAll('button')) other.disabled = true;
    error.textContent = '';
    const answer = await call(section.dataset[action] ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (answer?.status === 200) {
      show(answer.body as unknown as ReservationLinkAnswer);
      status.focus();
      return;
    }
    failed(answer);
    button.disabled = false;
    // the reservation moved on meanwhile (the hold ended, the other side acted): show it as it is
    if (answer?.status === 409) void read();
    else for (const other of actions.querySelectorAll('button')) other.disabled = false;
  };

  const read = async () => {
    const answer = await call(`${section.dataset.read}?token=${encodeURIComponent(token)}`);
    if (answer?.status === 200) show(answer.body as unknown as ReservationLinkAnswer);
    else {
      status.textContent = '';
      failed(answer);
    }
  };
  status.tabIndex = -1;
  void read();
}
