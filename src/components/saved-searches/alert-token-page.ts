import { postJson } from './post-json.ts';

/**
 * The pages an alert e-mail links to (/pages/confirm-email/, /pages/unsubscribe/): the
 * link's `?token=` is only read here, and nothing changes until the shopper presses the
 * button (mail scanners follow links, they do not press buttons). The section's data
 * attributes carry the API call, the done text with a `{}` for what the API names (the
 * address confirmed, the alert stopped), and the message for no answer.
 */
export function attachAlertTokenPage(page: Document): void {
  const section = page.querySelector<HTMLElement>('[data-alert-token]');
  const button = section?.querySelector<HTMLButtonElement>('button[data-alert-token-button]');
  const done = section?.querySelector<HTMLElement>('[data-alert-token-done]');
  const error = section?.querySelector<HTMLElement>('[data-alert-token-error]');
  const { endpoint, doneText, answer, unavailable } = section?.dataset ?? {};
  if (!section || !button || !done || !error || !endpoint || !doneText || !answer || !unavailable) return;
  const token = new URLSearchParams(location.search).get('token');
  const missing = section.querySelector<HTMLElement>('[data-alert-token-missing]');
  if (!token) {
    // the page without its link's token: the button stays disabled, or gives way to what the
    // page says instead (.button's display outdoes `hidden`)
    if (missing) {
      button.remove();
      missing.hidden = false;
    }
    return;
  }
  button.disabled = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    error.textContent = '';
    void postJson(endpoint, { token }, unavailable).then((outcome) => {
      button.disabled = false;
      if (!outcome.success) {
        error.textContent = outcome.error;
        return;
      }
      const named = outcome.body[answer];
      done.textContent = doneText.replace('{}', typeof named === 'string' ? named : '');
      // done once: the button goes, and the focus moves to what it did
      button.remove();
      done.focus();
    });
  });
}
