import { COMPARE_TEXTS, compareHref } from '../../domain/account/compare.ts';
import { isCompared, type CompareEntry } from '../../domain/account/compare-list.ts';
import { $compare, toggleCompareCar } from '../../stores/compare.ts';
import { showToast } from '../toast/toast.ts';

/** The attribute that marks a Compare button with its car's id. */
export const COMPARE_ID_ATTRIBUTE = 'data-compare-id';

/** Adds or removes the car and says so in a toast; a fifth car is refused with the reason. */
export function toggleCompareWithToast(entry: CompareEntry): void {
  const { outcome, count } = toggleCompareCar(entry);
  const view = { label: COMPARE_TEXTS.view, href: compareHref() };
  if (outcome === 'added') showToast(COMPARE_TEXTS.added(count), count > 1 ? view : undefined);
  else if (outcome === 'full') showToast(COMPARE_TEXTS.full, view);
  else showToast(COMPARE_TEXTS.removed);
}

/**
 * Keeps every Compare button of the page saying whether its car is on the list: built
 * unpressed (the list is the browser's), set as soon as this runs and whenever the list
 * changes, here or in another tab.
 */
export function paintCompareButtons(page: Document): void {
  $compare.subscribe((list) => {
    for (const button of page.querySelectorAll<HTMLButtonElement>(`button[${COMPARE_ID_ATTRIBUTE}]`))
      button.setAttribute('aria-pressed', String(isCompared(list, Number(button.dataset.compareId))));
  });
}

/** The vehicle page's Compare button: pressed from the stored list, and toggling its car. */
export function attachCompareButton(page: Document, entry: CompareEntry): void {
  paintCompareButtons(page);
  for (const button of page.querySelectorAll(`button[${COMPARE_ID_ATTRIBUTE}="${entry.id}"]`))
    button.addEventListener('click', () => toggleCompareWithToast(entry));
}
