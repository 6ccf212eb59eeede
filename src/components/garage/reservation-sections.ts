import { formatPrice } from '../../domain/format.ts';
import {
  GARAGE_RESERVATION_TEXTS as TEXTS,
  type GarageReservation,
} from '../../domain/reservations/garage-reservations.ts';
import { garageApiHref } from '../../garage-api-paths.ts';
import { readApi } from '../account/read-api.ts';
import { postJson } from '../saved-searches/post-json.ts';

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

/** One reservation: the car (a link while listed), its status, reference and deposit, and Cancel while it can be. */
function reservationItem(reservation: GarageReservation): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'garage__item garage__reservation';
  const details = document.createElement('div');
  const name = paragraph('', 'garage__name');
  if (reservation.car.href) {
    const link = document.createElement('a');
    link.href = reservation.car.href;
    link.textContent = reservation.car.title;
    name.append(link);
  } else name.textContent = reservation.car.title;
  details.append(
    name,
    paragraph(reservation.status_text),
    paragraph(
      `${TEXTS.reference} ${reservation.reference} · ${TEXTS.deposit} ${formatPrice(reservation.deposit.amount)}`,
    ),
  );
  li.append(details);
  if (reservation.cancellable) {
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'quiet-button';
    cancel.dataset.reservationCancel = reservation.id;
    cancel.textContent = TEXTS.cancel;
    // one name, the visible words first, as the lists' other buttons are named (WCAG 2.5.3)
    cancel.setAttribute('aria-label', `${TEXTS.cancel}: ${reservation.car.title}`);
    li.append(cancel);
  }
  return li;
}

/**
 * The garage's Reservations (sites that reserve cars): the signed-in shopper's reservations
 * from the API, and Cancel reservation on each one that can still be cancelled, behind a
 * confirmation dialog (Keep my reservation has the focus first); the outcome is said in the
 * section's status line, and the focus goes to the section's heading once the row changed.
 */
export function attachReservations(root: HTMLElement): void {
  const section = root.querySelector<HTMLElement>('[data-reservations]');
  const list = section?.querySelector<HTMLElement>('[data-reservations-list]');
  const status = section?.querySelector<HTMLElement>('[data-reservations-status]');
  const heading = section?.querySelector<HTMLElement>('h2');
  const dialog = section?.querySelector<HTMLDialogElement>('[data-cancel-dialog]');
  const text = dialog?.querySelector<HTMLElement>('[data-cancel-text]');
  const error = dialog?.querySelector<HTMLElement>('[data-cancel-error]');
  const confirm = dialog?.querySelector<HTMLButtonElement>('[data-cancel-confirm]');
  if (!list || !status || !heading || !dialog || !text || !error || !confirm) return;

  let reservations: GarageReservation[] = [];
  /** The reservation the dialog asks about, and the button that opened it (the focus goes back there). */
  let asking: { reservation: GarageReservation; opener: HTMLButtonElement } | null = null;

  const draw = () => list.replaceChildren(...reservations.map(reservationItem));

  /** Reads the list from the API; false when it could not be read (the status line says so). */
  const load = async (): Promise<boolean> => {
    const answer = await readApi(garageApiHref('myReservations'));
    const body = answer?.body as { success?: boolean; items?: GarageReservation[] } | null | undefined;
    if (!answer?.ok || body?.success !== true || !Array.isArray(body.items)) {
      status.textContent = TEXTS.failed;
      return false;
    }
    reservations = body.items;
    draw();
    return true;
  };

  /** After a change: the new status line, and the focus on the heading (the row's button may be gone). */
  const settled = (message: string) => {
    status.textContent = message;
    heading.focus();
  };

  list.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest<HTMLButtonElement>('button[data-reservation-cancel]');
    const reservation = reservations.find((item) => item.id === opener?.dataset.reservationCancel);
    if (!opener || !reservation) return;
    asking = { reservation, opener };
    text.textContent = TEXTS.confirmText(reservation.car.title, formatPrice(reservation.deposit.amount));
    error.hidden = true;
    confirm.disabled = false;
    dialog.showModal();
  });
  dialog.querySelector('[data-cancel-keep]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    // kept: back to the button that opened it (a cancelled row's is gone, and the heading has the focus)
    if (asking?.opener.isConnected) asking.opener.focus();
    asking = null;
  });

  confirm.addEventListener('click', () => {
    const reservation = asking?.reservation;
    if (!reservation) return;
    confirm.disabled = true;
    error.hidden = true;
    void postJson(garageApiHref('myReservationCancel'), { id: reservation.id }, TEXTS.cancelFailed).then(
      async (outcome) => {
        confirm.disabled = false;
        if (outcome.success) {
          const now = outcome.body.reservation as GarageReservation | undefined;
          reservations = reservations.map((item) => (item.id === reservation.id && now ? now : item));
          draw();
          dialog.close();
          settled(TEXTS.cancelled(reservation.car.title));
          return;
        }
        if (outcome.status === 409 || outcome.status === 404) {
          // it ended meanwhile (the hold ran out, the dealer released it, another tab cancelled it): as it is now
          dialog.close();
          if (await load()) settled(outcome.error);
          return;
        }
        error.textContent = outcome.error;
        error.hidden = false;
      },
    );
  });

  void load().then((loaded) => {
    if (loaded) status.textContent = reservations.length === 0 ? TEXTS.empty : '';
  });
}
