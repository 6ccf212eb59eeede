// spec §2 /sign-in: the page's two steps over the static HTML of src/pages/sign-in.astro. The
// shopper's mobile number gets a one-time code (POST /api/sign-in/code), the code typed back
// signs them in (POST /api/sign-in/verify, which sets the session cookie), and the page then
// goes where the link asked (redirect), or back without signing in (back). Both addresses are
// same-site paths (readSignInQuery), so no link can send a shopper elsewhere.
import { apiHref } from '../../api-paths.ts';
import { australianMobile, displayMobile } from '../../domain/account/mobile-number.ts';
import { readSignInQuery } from '../../domain/account/sign-in.ts';
import { isSignInAgain } from '../../domain/account/sign-in-again.ts';
import {
  codeResentText,
  codeSentText,
  SIGN_IN_PAGE_MESSAGES,
  signInReason,
} from '../../domain/account/sign-in-copy.ts';
import { isSignInCode, SIGN_IN_MESSAGES } from '../../domain/account/sign-in-policy.ts';
import { codeRequestOutcome, verifyOutcome, type SignInAnswer } from './sign-in-answers.ts';
import { noteSignedIn, readSession } from './session.ts';

const TIMEOUT_MS = 20_000;

/** POSTs a JSON body to the API and reads the answer, whatever it is. */
async function postJson(url: string, data: Record<string, string>): Promise<SignInAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // an answer that is not JSON (a proxy's error page) reads as an empty one
    const body: unknown = await response.json().catch(() => null);
    return { kind: 'answer', status: response.status, body, retryAfter: response.headers.get('Retry-After') };
  } catch {
    return { kind: 'no-answer' };
  }
}

/** One step's form: its field, the field's message, and the alert for what the server says. */
class Step {
  readonly form: HTMLFormElement;
  readonly field: HTMLInputElement;
  private readonly error: HTMLElement;
  private readonly alert: HTMLElement;
  private readonly described: string;

  constructor(form: HTMLFormElement) {
    this.form = form;
    this.field = form.querySelector<HTMLInputElement>('input')!;
    this.error = form.querySelector<HTMLElement>('[data-sign-in-error]')!;
    this.alert = form.querySelector<HTMLElement>('[data-sign-in-alert]')!;
    this.described = this.field.getAttribute('aria-describedby') ?? '';
  }

  /** The field's own message, tied to it (aria-invalid, aria-describedby), with focus on it. */
  fieldError(message: string): void {
    this.error.textContent = message;
    this.error.hidden = false;
    this.field.setAttribute('aria-invalid', 'true');
    this.field.setAttribute('aria-describedby', `${this.described} ${this.error.id}`.trim());
    this.field.focus();
  }

  /** What the server said, in the step's alert region (announced as it appears). */
  showAlert(message: string): void {
    const paragraph = document.createElement('p');
    paragraph.className = 'lead-form__failure';
    paragraph.textContent = message;
    this.alert.replaceChildren(paragraph);
  }

  clear(): void {
    this.error.textContent = '';
    this.error.hidden = true;
    this.field.removeAttribute('aria-invalid');
    if (this.described) this.field.setAttribute('aria-describedby', this.described);
    else this.field.removeAttribute('aria-describedby');
    this.alert.replaceChildren();
  }

  /**
   * While a request is out: every button of the step disabled (no second request), the one
   * pressed showing a spinner and what it is doing. Returns the undo, which also puts focus
   * back where it was when a disabled button lost it.
   */
  busy(button: HTMLButtonElement, label: string): () => void {
    const buttons = [...this.form.querySelectorAll('button')];
    const before = document.activeElement;
    const content = [...button.childNodes];
    const spinner = document.createElement('span');
    spinner.className = 'lead-form__spinner';
    spinner.setAttribute('aria-hidden', 'true');
    button.replaceChildren(spinner, label);
    for (const each of buttons) each.disabled = true;
    this.form.setAttribute('aria-busy', 'true');
    return () => {
      for (const each of buttons) each.disabled = false;
      button.replaceChildren(...content);
      this.form.removeAttribute('aria-busy');
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }
}

export function startSignInPage(): void {
  const root = document.querySelector<HTMLElement>('[data-sign-in]');
  const phoneForm = root?.querySelector<HTMLFormElement>('[data-sign-in-step="phone"]');
  const codeForm = root?.querySelector<HTMLFormElement>('[data-sign-in-step="code"]');
  if (!root || !phoneForm || !codeForm) return;
  const query = readSignInQuery(location.search);

  // already signed in on this site: straight on, unless asked to confirm it is them
  const again = isSignInAgain(location.search);
  if (!again)
    void readSession().then((session) => {
      if (session.signed_in) location.replace(query.redirect);
    });

  const reason = root.querySelector<HTMLElement>('[data-sign-in-reason]');
  if (reason) reason.textContent = signInReason(query.type, again);
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-sign-in-back]')) link.href = query.back;

  const phoneStep = new Step(phoneForm);
  const codeStep = new Step(codeForm);
  const sent = codeForm.querySelector<HTMLElement>('[data-sign-in-sent]')!;
  const status = codeForm.querySelector<HTMLElement>('[data-sign-in-status]')!;
  const button = (form: HTMLFormElement, name: string) =>
    form.querySelector<HTMLButtonElement>(`[data-sign-in-button="${name}"]`)!;
  /** The number the code went to (E.164): what the code is checked against. */
  let phone = '';
  let inFlight = false;

  const showCodeStep = (e164: string) => {
    phone = e164;
    // the number kept on one line: a phone would break it between its groups
    const text = codeSentText(e164);
    const number = displayMobile(e164);
    const at = text.indexOf(number);
    const kept = document.createElement('span');
    kept.className = 'sign-in__number';
    kept.textContent = number;
    if (at < 0) sent.textContent = text;
    else sent.replaceChildren(text.slice(0, at), kept, text.slice(at + number.length));
    status.textContent = '';
    codeStep.clear();
    codeStep.field.value = '';
    phoneForm.hidden = true;
    codeForm.hidden = false;
    codeStep.field.focus();
  };

  const showPhoneStep = () => {
    codeForm.hidden = true;
    phoneForm.hidden = false;
    phoneStep.clear();
    phoneStep.field.focus();
    phoneStep.field.select();
  };

  phoneForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (inFlight) return;
    phoneStep.clear();
    const typed = phoneStep.field.value.trim();
    const e164 = australianMobile(typed);
    if (!e164) {
      phoneStep.fieldError(typed ? SIGN_IN_MESSAGES.phone : SIGN_IN_PAGE_MESSAGES.mobileNumberMissing);
      return;
    }
    inFlight = true;
    const done = phoneStep.busy(button(phoneForm, 'send'), 'Sending…');
    const outcome = codeRequestOutcome(await postJson(apiHref('signInCode'), { phone: e164 }));
    done();
    inFlight = false;
    if (outcome.kind === 'sent') showCodeStep(e164);
    else if (outcome.kind === 'field') phoneStep.fieldError(outcome.message);
    else phoneStep.showAlert(outcome.message);
  });

  codeForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (inFlight) return;
    codeStep.clear();
    status.textContent = '';
    const code = codeStep.field.value.replace(/\s/g, '');
    if (!isSignInCode(code)) {
      codeStep.fieldError(SIGN_IN_MESSAGES.code);
      return;
    }
    inFlight = true;
    const done = codeStep.busy(button(codeForm, 'verify'), 'Signing in…');
    const outcome = verifyOutcome(await postJson(apiHref('signInVerify'), { phone, code }));
    if (outcome.kind === 'signed-in') {
      noteSignedIn(true);
      // the buttons stay disabled while the next page loads
      location.replace(query.redirect);
      return;
    }
    done();
    inFlight = false;
    codeStep.showAlert(outcome.message);
    codeStep.field.focus();
    codeStep.field.select();
  });

  button(codeForm, 'resend').addEventListener('click', async () => {
    if (inFlight) return;
    codeStep.clear();
    status.textContent = '';
    inFlight = true;
    const done = codeStep.busy(button(codeForm, 'resend'), 'Sending…');
    const outcome = codeRequestOutcome(await postJson(apiHref('signInCode'), { phone }));
    done();
    inFlight = false;
    if (outcome.kind === 'sent') {
      status.textContent = codeResentText(phone);
      codeStep.field.value = '';
      codeStep.field.focus();
    } else if (outcome.kind === 'field') {
      showPhoneStep();
      phoneStep.fieldError(outcome.message);
    } else {
      codeStep.showAlert(outcome.message);
    }
  });

  button(codeForm, 'other-number').addEventListener('click', () => {
    if (inFlight) return;
    showPhoneStep();
  });

  // the buttons wait, disabled, for this script: a form sent before it would put the number in the address
  for (const each of root.querySelectorAll<HTMLButtonElement>('button[data-sign-in-button]')) each.disabled = false;
  root.setAttribute('data-ready', 'true');
}
