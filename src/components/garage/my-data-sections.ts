import { garageApiHref } from '../../garage-api-paths.ts';
import { mergeEnquiries, MY_DATA_TEXTS, sentDate } from '../../domain/account/my-data.ts';
import type { EnquiryRecord } from '../../domain/account/sent-enquiries.ts';
import { storableUserDetails } from '../../domain/contact/user-details.ts';
import { textProblem, type TextRule } from '../../domain/forms/text-checks.ts';
import { carHref } from '../../site-urls.ts';
import { $favourites } from '../../stores/favourites.ts';
import { forgetSentEnquiries, readSentEnquiries } from '../../stores/sent-enquiries.ts';
import { $userDetails } from '../../stores/user-details.ts';
import { $viewedCars } from '../../stores/viewed-cars.ts';
import { readApi } from '../account/read-api.ts';
import { noteSignedIn, readSession } from '../account/session.ts';

const TIMEOUT_MS = 15_000;

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

function enquiryItem(record: EnquiryRecord): HTMLLIElement {
  const texts = MY_DATA_TEXTS.enquiries;
  const li = document.createElement('li');
  li.className = 'garage__item garage__enquiry';
  const details = document.createElement('div');
  const title = paragraph(record.category, 'garage__name');
  details.append(title);
  if (record.car) {
    const car = document.createElement('p');
    if (record.car.slug) {
      const link = document.createElement('a');
      link.href = carHref(record.car.slug);
      link.textContent = record.car.name;
      car.append(link);
    } else car.textContent = record.car.name;
    details.append(car);
  }
  details.append(paragraph(`${texts.reference} ${record.reference} · ${sentDate(record.sent_at)}`));
  if (record.delivered !== undefined) details.append(paragraph(record.delivered ? texts.delivered : texts.pending));
  li.append(details);
  return li;
}

/** The API's enquiries for the shopper's number and this browser's, as one list. */
async function showEnquiries(root: HTMLElement): Promise<void> {
  const list = root.querySelector('[data-garage-api-list="enquiries"]');
  const status = root.querySelector('[data-garage-status="enquiries"]');
  if (!list || !status) return;
  const answer = await readApi(garageApiHref('myEnquiries'));
  const body = answer?.body as { success?: boolean; items?: EnquiryRecord[] } | null | undefined;
  const held = answer?.ok && body?.success === true && Array.isArray(body.items) ? body.items : null;
  const records = mergeEnquiries(held ?? [], readSentEnquiries());
  list.replaceChildren(...records.map(enquiryItem));
  status.textContent = !held
    ? MY_DATA_TEXTS.enquiries.failed
    : records.length === 0
      ? MY_DATA_TEXTS.enquiries.empty
      : '';
}

/**
 * My details: the stored details (spec §3) shown, checked with the lead forms' own rules
 * (text-rules.ts, as data in the page, applied by text-checks.ts: the form engine stays with
 * the forms), saved or cleared.
 */
function attachDetailsForm(root: HTMLElement, signedInPhone: string): void {
  const form = root.querySelector<HTMLFormElement>('[data-garage-details]');
  const status = form?.querySelector('[data-details-status]');
  if (!form || !status) return;
  const fields = JSON.parse(form.dataset.fields ?? '[]') as { name: string; rules: TextRule[] }[];
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const fill = () => {
    const stored = $userDetails.get();
    for (const field of fields) {
      const control = input(field.name);
      // a shopper with nothing stored yet starts from the number they signed in with
      if (control)
        control.value = stored?.[field.name as keyof typeof stored] ?? (field.name === 'phone' ? signedInPhone : '');
    }
  };
  /** Each field's message shown or cleared; the first field with one takes the focus. Whether all were fine. */
  const check = (): boolean => {
    let first: HTMLInputElement | null = null;
    for (const field of fields) {
      const control = input(field.name);
      const message = control && document.getElementById(`${control.id}-error`);
      if (!control || !message) continue;
      const error = textProblem(field.rules, control.value);
      message.textContent = error ?? '';
      message.hidden = !error;
      if (error) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', message.id);
        first ??= control;
      } else {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      }
    }
    first?.focus();
    return first === null;
  };
  fill();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!check()) {
      status.textContent = form.dataset.fixErrors ?? '';
      return;
    }
    $userDetails.set(
      storableUserDetails(Object.fromEntries(fields.map((field) => [field.name, input(field.name)?.value ?? '']))),
    );
    status.textContent = MY_DATA_TEXTS.details.saved;
  });
  form.querySelector('[data-details-clear]')?.addEventListener('click', () => {
    $userDetails.set(null);
    for (const field of fields) {
      const control = input(field.name);
      if (control) control.value = '';
    }
    for (const message of form.querySelectorAll<HTMLElement>('.garage__error')) message.hidden = true;
    for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
    status.textContent = MY_DATA_TEXTS.details.cleared;
  });
}

/** Download my data: the API's file, with what this browser keeps beside it. */
function attachDownload(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-download]');
  const status = root.querySelector('[data-data-status]');
  if (!button || !status) return;
  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = '';
    void fetch(garageApiHref('myData'), {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const name =
          /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
        const held = (await response.json()) as Record<string, unknown>;
        const file = {
          ...held,
          this_browser: {
            details: $userDetails.get(),
            favourites: $favourites.get(),
            recently_viewed: $viewedCars.get(),
            enquiries_sent: readSentEnquiries(),
          },
        };
        const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        link.hidden = true;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      })
      .catch(() => {
        status.textContent = MY_DATA_TEXTS.data.downloadFailed;
      })
      .finally(() => {
        button.disabled = false;
      });
  });
}

/**
 * Delete my account: a confirmation, the API's deletion, then this browser's lists, and a page
 * that says so. The API deletes only in a session signed in within
 * SIGN_IN_POLICY.recentSignInMinutes (ASVS 5.0 7.5.1); the session's answer says how long that
 * lasts, so once it has passed the dialog offers Sign in again (a fresh code on /sign-in, then
 * back to this dialog: its link is in the page's HTML) instead of Delete for good, and a 403
 * that says `reauthenticate` does the same.
 */
function attachDelete(root: HTMLElement): void {
  const open = root.querySelector<HTMLButtonElement>('[data-delete-open]');
  const dialog = root.querySelector<HTMLDialogElement>('[data-delete-dialog]');
  const confirm = dialog?.querySelector<HTMLButtonElement>('[data-delete-confirm]');
  const error = dialog?.querySelector<HTMLElement>('[data-delete-error]');
  const reauthenticate = dialog?.querySelector<HTMLElement>('[data-delete-reauthenticate]');
  const signIn = dialog?.querySelector<HTMLAnchorElement>('[data-delete-sign-in]');
  if (!open || !dialog || !confirm || !error || !reauthenticate || !signIn) return;
  const here = location.pathname + location.search;
  /** When the sign-in stops counting as recent, on this page's clock (not known: the API says). */
  let recentUntil = Infinity;
  const askToSignIn = (ask: boolean) => {
    reauthenticate.hidden = !ask;
    signIn.hidden = !ask;
    confirm.hidden = ask;
  };
  const show = () => {
    error.hidden = true;
    askToSignIn(performance.now() >= recentUntil);
    dialog.showModal();
  };
  open.addEventListener('click', show);
  dialog.querySelector('[data-delete-cancel]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => open.focus());
  // the page's one answer to who is signed in (no second request)
  void readSession().then((session) => {
    if (session.signed_in && typeof session.reauthenticate_in === 'number')
      recentUntil = performance.now() + session.reauthenticate_in * 1000;
    // back from signing in again: the dialog as the shopper left it, now with Delete for good
    if (location.hash === `#${dialog.id}`) {
      history.replaceState(history.state, '', `${here}#garage-data`);
      show();
    }
  });
  confirm.addEventListener('click', () => {
    confirm.disabled = true;
    void fetch(garageApiHref('deleteAccount'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ confirm: true }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then((response) =>
        response
          .json()
          .then((body: { success?: unknown; reauthenticate?: unknown }) =>
            response.ok && body.success === true ? 'deleted' : body.reauthenticate === true ? 'sign-in' : 'failed',
          ),
      )
      .catch(() => 'failed')
      .then((outcome) => {
        confirm.disabled = false;
        if (outcome === 'sign-in') {
          recentUntil = 0;
          askToSignIn(true);
          signIn.focus();
          return;
        }
        if (outcome !== 'deleted') {
          error.textContent = MY_DATA_TEXTS.data.deleteFailed;
          error.hidden = false;
          return;
        }
        $userDetails.set(null);
        $favourites.set([]);
        $viewedCars.set([]);
        forgetSentEnquiries();
        noteSignedIn(false);
        dialog.close();
        // the page was the account's: what is left says it is gone, and where to go on
        const done = paragraph(MY_DATA_TEXTS.data.deleted, 'garage__done');
        done.tabIndex = -1;
        const home = document.createElement('a');
        home.href = '/';
        home.textContent = MY_DATA_TEXTS.data.home;
        root.replaceChildren(done, home);
        done.focus();
      });
  });
}

/**
 * The garage's account sections, loaded once the shopper is known to be signed in (the
 * page's first script stays within its budget): their enquiries, My details, Download my
 * data and Delete my account; then, each by a script of its own, the saved searches and alert
 * e-mails, and the reservations.
 */
export function attachMyData(root: HTMLElement, user: { phone: string }): void {
  void showEnquiries(root);
  attachDetailsForm(root, user.phone);
  attachDownload(root);
  attachDelete(root);
  void import('./saved-search-sections.ts').then((sections) => sections.attachSavedSearches(root));
  // only sites that reserve cars have the section, and only they load its script
  if (root.querySelector('[data-reservations]'))
    void import('./reservation-sections.ts').then((sections) => sections.attachReservations(root));
}
