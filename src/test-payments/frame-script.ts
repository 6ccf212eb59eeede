// The card frame's script, bundled by the processor (app.ts) and run inside its iframe. It talks
// only to the page whose origin the URL names, and only that page's window; the card goes to
// the processor alone, and the page gets a token.
import { cardBrand, checkCardNumber, checkCvc, checkExpiryText } from './cards.ts';
import type { FrameToParentMessage, ParentToFrameMessage, TokenAnswer, TokenRequest } from './protocol.ts';

type FieldName = 'number' | 'expiry' | 'cvc';
const FIELDS: readonly FieldName[] = ['number', 'expiry', 'cvc'];

// the server refused to draw the frame without a valid origin, so it is there
const parentOrigin = new URLSearchParams(location.search).get('origin') ?? '';
const form = document.querySelector('form');
const card = document.getElementById('card');

const input = (name: FieldName) => document.getElementById(name) as HTMLInputElement;

function post(message: FrameToParentMessage): void {
  window.parent.postMessage(message, parentOrigin);
}

/** Shows or clears a field's error, and names it in aria-describedby only while it is shown. */
function showError(name: FieldName, message: string | null): void {
  const field = input(name);
  const error = document.getElementById(`${name}-error`) as HTMLElement;
  const hint = document.getElementById(`${name}-hint`);
  error.textContent = message ?? '';
  error.hidden = message === null;
  const describedBy = [hint?.id, message === null ? undefined : error.id].filter(Boolean).join(' ');
  if (describedBy) field.setAttribute('aria-describedby', describedBy);
  else field.removeAttribute('aria-describedby');
  if (message === null) field.removeAttribute('aria-invalid');
  else field.setAttribute('aria-invalid', 'true');
}

type Checked = { ok: true; card: TokenRequest } | { ok: false; errors: Partial<Record<FieldName, string>> };

function check(): Checked {
  const number = checkCardNumber(input('number').value);
  const expiry = checkExpiryText(input('expiry').value, new Date());
  const cvc = checkCvc(input('cvc').value, number.ok ? cardBrand(number.value) : 'unknown');
  if (number.ok && expiry.ok && cvc.ok) {
    const card = { number: number.value, exp_month: expiry.value.month, exp_year: expiry.value.year, cvc: cvc.value };
    return { ok: true, card };
  }
  return {
    ok: false,
    errors: {
      ...(number.ok ? {} : { number: number.message }),
      ...(expiry.ok ? {} : { expiry: expiry.message }),
      ...(cvc.ok ? {} : { cvc: cvc.message }),
    },
  };
}

let pending = false;

async function tokenize(): Promise<void> {
  if (pending) return; // the answer to the first request answers this one too
  const checked = check();
  for (const name of FIELDS) showError(name, checked.ok ? null : (checked.errors[name] ?? null));
  if (!checked.ok) {
    const first = FIELDS.find((name) => checked.errors[name]) ?? 'number';
    input(first).focus();
    post({ type: 'error', message: checked.errors[first] ?? 'Please check your card details.' });
    return;
  }
  pending = true;
  try {
    const response = await fetch('/v1/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(checked.card),
    });
    const answer = (await response.json()) as TokenAnswer | { error: { message: string } };
    if ('id' in answer) post({ type: 'token', token: answer.id, brand: answer.brand, last4: answer.last4 });
    else post({ type: 'error', message: answer.error.message });
  } catch {
    post({ type: 'error', message: 'Your card details could not be checked. Please try again.' });
  } finally {
    pending = false;
  }
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (typeof data === 'object' && data !== null && (data as Partial<ParentToFrameMessage>).type === 'tokenize')
    void tokenize();
});

// a field the shopper has left is checked then, but only once it has something in it
for (const name of FIELDS) {
  input(name).addEventListener('blur', () => {
    if (input(name).value.trim() === '') return;
    const checked = check();
    showError(name, checked.ok ? null : (checked.errors[name] ?? null));
  });
}

// a form of several fields and no button is not submitted by Enter, so Enter is heard here;
// the page's own button submits, and the frame never navigates
form?.addEventListener('submit', (event) => event.preventDefault());
form?.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || event.isComposing) return;
  event.preventDefault();
  post({ type: 'submit' });
});

if (card) {
  let last = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(card.getBoundingClientRect().height);
    if (height !== last) post({ type: 'resize', height });
    last = height;
  }).observe(card);
}

post({ type: 'ready' });
