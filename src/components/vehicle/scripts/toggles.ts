/**
 * Show more / less toggles (key information, features, dealer comments): the container's
 * is-expanded class shows what CSS hides; the page lays everything out first, so nothing
 * moves when the script arrives, and without scripts everything shows (a noscript style).
 */
export function attachToggles(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-toggle]')) {
    const container = button.closest<HTMLElement>('[data-collapsible]');
    if (!container) continue;
    button.addEventListener('click', () => {
      const expanded = container.classList.toggle('is-expanded');
      button.setAttribute('aria-expanded', String(expanded));
      button.textContent = (expanded ? button.dataset.less : button.dataset.more) ?? '';
    });
  }
}

/** Buttons that open a page's <dialog> (the certified badge popup); focus returns on close. */
export function attachDialogButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-open-dialog]')) {
    const dialog = document.getElementById(button.dataset.openDialog ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    button.addEventListener('click', () => dialog.showModal());
    dialog.addEventListener('close', () => button.focus());
  }
}
