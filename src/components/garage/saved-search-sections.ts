import { garageApiHref } from '../../garage-api-paths.ts';
import {
  SAVED_SEARCH_ERRORS,
  SAVED_SEARCH_TEXTS,
  type AlertSettings,
  type SavedSearchView,
} from '../../domain/account/saved-searches.ts';
import { textProblem, type TextRule } from '../../domain/forms/text-checks.ts';
import { $userDetails } from '../../stores/user-details.ts';
import { readApi } from '../account/read-api.ts';
import { postJson } from '../saved-searches/post-json.ts';

const TEXTS = SAVED_SEARCH_TEXTS.garage;
const SETTINGS = SAVED_SEARCH_TEXTS.settings;

/** What the two sections share: the searches, and where their alerts go (null until known). */
interface AlertsState {
  searches: SavedSearchView[];
  settings: AlertSettings | null;
  /** Re-says the saved searches' status line (a search's alerts wait for a confirmed address). */
  refresh(): void;
}

/** The saved searches' status while nothing else is to be said: why alerts may not come yet. */
function restingStatus(state: AlertsState): string {
  if (state.searches.length === 0) return TEXTS.empty;
  const waiting = state.searches.some((search) => search.alerts) && state.settings && !state.settings.confirmed;
  return waiting ? TEXTS.needsAddress : '';
}

/** One saved search: its label linking to the search, its alerts switch and Remove, each named for it. */
function searchItem(search: SavedSearchView, index: number): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'garage__item garage__search';
  const details = document.createElement('div');
  const name = document.createElement('p');
  name.className = 'garage__name';
  const link = document.createElement('a');
  link.href = search.path;
  link.textContent = search.label;
  name.append(link);

  const check = document.createElement('p');
  check.className = 'garage__check';
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.id = `saved-search-alerts-${index}`;
  box.checked = search.alerts;
  box.dataset.savedSearchAlerts = search.id;
  // one name, the visible words first, as the lists' Remove buttons are named (WCAG 2.5.3)
  box.setAttribute('aria-label', `${TEXTS.alerts}: ${search.label}`);
  const label = document.createElement('label');
  label.htmlFor = box.id;
  label.textContent = TEXTS.alerts;
  check.append(box, label);
  details.append(name, check);

  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'quiet-button';
  remove.dataset.savedSearchRemove = search.id;
  remove.textContent = TEXTS.remove;
  remove.setAttribute('aria-label', `${TEXTS.remove}: ${search.label}`);
  li.append(details, remove);
  return li;
}

/** Saved searches: the list from the API, each search's alerts switched on or off, each removable. */
async function showSavedSearches(root: HTMLElement, state: AlertsState): Promise<void> {
  const list = root.querySelector<HTMLElement>('[data-saved-searches-list]');
  const status = root.querySelector<HTMLElement>('[data-saved-searches-status]');
  const heading = list?.closest('section')?.querySelector<HTMLElement>('h2');
  if (!list || !status || !heading) return;
  const answer = await readApi(garageApiHref('savedSearches'));
  const body = answer?.body as { success?: boolean; searches?: SavedSearchView[] } | null | undefined;
  if (!answer?.ok || body?.success !== true || !Array.isArray(body.searches)) {
    status.textContent = TEXTS.failed;
    return;
  }
  state.searches = body.searches;
  const draw = () => list.replaceChildren(...state.searches.map(searchItem));
  state.refresh = () => {
    status.textContent = restingStatus(state);
  };
  draw();
  state.refresh();

  /** Searches whose switch is on its way to the API: a second tap waits for the first. */
  const switching = new Set<string>();
  list.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    const id = box.dataset.savedSearchAlerts;
    if (!id) return;
    if (switching.has(id)) {
      box.checked = !box.checked;
      return;
    }
    switching.add(id);
    // the box keeps the focus (a disabled one would lose it): its tap waits in `switching`
    void postJson(
      garageApiHref('savedSearchAlerts'),
      { id, alerts: box.checked },
      SAVED_SEARCH_ERRORS.unavailable,
    ).then((outcome) => {
      switching.delete(id);
      if (!outcome.success) {
        box.checked = !box.checked;
        window.alert(outcome.error);
        return;
      }
      const saved = outcome.body.search as SavedSearchView | undefined;
      state.searches = state.searches.map((search) =>
        search.id === id ? { ...search, alerts: saved?.alerts ?? box.checked } : search,
      );
      state.refresh();
    });
  });

  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-saved-search-remove]');
    const id = button?.dataset.savedSearchRemove;
    if (!button || !id) return;
    const removed = state.searches.find((search) => search.id === id);
    button.disabled = true;
    void postJson(garageApiHref('savedSearchRemove'), { id }, SAVED_SEARCH_ERRORS.unavailable).then((outcome) => {
      button.disabled = false;
      // already gone (removed in another tab): off this list too
      if (!outcome.success && outcome.error !== SAVED_SEARCH_ERRORS.notFound) {
        window.alert(outcome.error);
        return;
      }
      state.searches = state.searches.filter((search) => search.id !== id);
      draw();
      // the row and its button are gone: the focus goes to the list's heading, not the page's top
      heading.focus();
      state.refresh();
      if (state.searches.length > 0 && removed) status.textContent = TEXTS.removed(removed.label);
    });
  });
}

/** The e-mail section's status line: where alerts go, whether that address is confirmed yet. */
function settingsStatus(settings: AlertSettings): string {
  if (!settings.email) return '';
  return settings.confirmed ? SETTINGS.confirmed(settings.email) : SETTINGS.unconfirmed(settings.email);
}

/**
 * Alert e-mails: the address (the stored details' e-mail until the API has one), 'Send
 * confirmation link' with the field's own check and the API's answer, and price-drop alerts.
 */
async function attachAlertSettings(root: HTMLElement, state: AlertsState): Promise<void> {
  const form = root.querySelector<HTMLFormElement>('[data-alert-email]');
  const input = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const error = input && document.getElementById(`${input.id}-error`);
  const status = root.querySelector<HTMLElement>('[data-alert-status]');
  const priceDrops = root.querySelector<HTMLInputElement>('[data-price-drops]');
  if (!form || !input || !error || !status || !priceDrops) return;
  const rules = JSON.parse(form.dataset.rules ?? '[]') as TextRule[];
  const stored = $userDetails.get()?.email ?? '';
  if (!input.value) input.value = stored;

  const showError = (message: string | null) => {
    error.textContent = message ?? '';
    error.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };
  const settle = (settings: AlertSettings) => {
    state.settings = settings;
    priceDrops.checked = settings.priceDrops;
    priceDrops.disabled = false;
    state.refresh();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const problem = textProblem(rules, input.value);
    showError(problem);
    if (problem) {
      input.focus();
      return;
    }
    const email = input.value.trim();
    const send = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (send) send.disabled = true;
    status.textContent = '';
    void postJson(garageApiHref('alertEmail'), { email }, SAVED_SEARCH_ERRORS.unavailable).then((outcome) => {
      if (send) send.disabled = false;
      if (!outcome.success) {
        if (outcome.error === SAVED_SEARCH_ERRORS.email) {
          showError(outcome.error);
          input.focus();
        } else status.textContent = outcome.error;
        return;
      }
      const settings = outcome.body.settings as AlertSettings | undefined;
      if (settings) settle(settings);
      status.textContent = SETTINGS.sent(settings?.email ?? email);
    });
  });

  priceDrops.addEventListener('change', () => {
    const wanted = priceDrops.checked;
    void postJson(garageApiHref('alertPriceDrops'), { priceDrops: wanted }, SAVED_SEARCH_ERRORS.unavailable).then(
      (outcome) => {
        if (!outcome.success) {
          priceDrops.checked = !wanted;
          window.alert(outcome.error);
          return;
        }
        const settings = outcome.body.settings as AlertSettings | undefined;
        if (settings) settle(settings);
      },
    );
  });

  const answer = await readApi(garageApiHref('alertSettings'));
  const body = answer?.body as { success?: boolean; settings?: AlertSettings } | null | undefined;
  if (!answer?.ok || body?.success !== true || !body.settings) {
    status.textContent = SAVED_SEARCH_ERRORS.unavailable;
    return;
  }
  // the address alerts go to, unless the shopper has started typing another
  if (body.settings.email && input.value === stored) input.value = body.settings.email;
  settle(body.settings);
  if (!status.textContent) status.textContent = settingsStatus(body.settings);
}

/**
 * The garage's saved searches and alert e-mails (loaded with the account sections, once the
 * shopper is known to be signed in, so the page's first script stays within its budget).
 */
export function attachSavedSearches(root: HTMLElement): void {
  const state: AlertsState = { searches: [], settings: null, refresh: () => {} };
  void showSavedSearches(root, state);
  void attachAlertSettings(root, state);
}
