// The hosted card field's page: the only place a card number is typed. Its script and style
// are the processor's own files, so its policy allows nothing from anywhere else.
import { groupDigits, TEST_CARDS } from './cards.ts';

/** The page that may frame the field, as given in ?origin=: an http(s) origin and nothing more. */
export function parentOrigin(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === value ? value : null;
}

/**
 * Only the page the frame will talk to may frame it: the script posts tokens to that origin
 * alone, so a page framing it under another origin would get nothing, and the browser does
 * not even draw it there. A real processor allows any merchant's origin (its key says whose
 * account); here the origin in the URL is the only tie, so the two are held to each other.
 */
export function frameHeaders(origin: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "form-action 'none'",
      "base-uri 'none'",
      `frame-ancestors ${origin}`,
    ].join('; '),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
}

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'Amex', maestro: 'Maestro', unknown: 'Card' };

/** The few numbers a tester needs, as printed in the frame. */
function testCardList(): string {
  const shown = ['4242424242424242', '4000000000000002', '4000000000009995'];
  const items = TEST_CARDS.filter((card) => shown.includes(card.number)).map((card) => {
    const result = card.outcome.outcome === 'authorised' ? 'succeeds' : card.outcome.message.replace(/^Your card /, '');
    return `<li><span class="number">${groupDigits(card.number)}</span> ${BRAND_NAMES[card.brand]}: ${result.replace(/\.$/, '')}</li>`;
  });
  return `<ul class="cards">${items.join('')}<li>Any future expiry date and any 3-digit CVC.</li></ul>`;
}

/** A field: its label, the input, a hint if any, and the error slot its aria-describedby names when shown. */
function field(options: {
  id: string;
  label: string;
  autocomplete: string;
  maxLength: number;
  placeholder?: string;
  hint?: string;
}): string {
  const hint = options.hint ? `<p class="hint" id="${options.id}-hint">${options.hint}</p>` : '';
  const describedBy = options.hint ? ` aria-describedby="${options.id}-hint"` : '';
  const placeholder = options.placeholder ? ` placeholder="${options.placeholder}"` : '';
  return `<div class="field">
<label for="${options.id}">${options.label}</label>
<input id="${options.id}" name="${options.id}" type="text" inputmode="numeric" autocomplete="${options.autocomplete}" maxlength="${options.maxLength}" spellcheck="false" autocapitalize="off"${placeholder}${describedBy}>
${hint}<p class="error" id="${options.id}-error" hidden></p>
</div>`;
}

export function framePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<link rel="stylesheet" href="/frame.css">
</head>
<body>
<div id="card">
<form novalidate>
${field({ id: 'number', label: 'Card number', autocomplete: 'cc-number', maxLength: 23, placeholder: '1234 1234 1234 1234' })}
<div class="row">
${field({ id: 'expiry', label: 'Expiry (MM / YY)', autocomplete: 'cc-exp', maxLength: 7, placeholder: 'MM / YY' })}
${field({ id: 'cvc', label: 'CVC', autocomplete: 'cc-csc', maxLength: 4, hint: '3 digits (Amex: 4)' })}
</div>
</form>
<p class="notice"><strong>Test payments: no real card is charged.</strong></p>
${testCardList()}
</div>
<script src="/frame.js" type="module"></script>
</body>
</html>
`;
}

export const FRAME_CSS = `:root { color-scheme: light; font: 16px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2328; }
html, body { margin: 0; padding: 0; background: transparent; }
#card { padding: 4px; }
form { display: grid; gap: 12px; margin: 0; }
.field { display: grid; gap: 4px; min-width: 0; align-content: start; }
/* side by side, the inputs stay level when one label wraps: the two fields share their rows */
.row { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: repeat(4, auto); column-gap: 12px; }
.row .field { grid-row: span 4; grid-template-rows: subgrid; row-gap: 4px; }
label { font-weight: 600; font-size: 0.9375rem; }
input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font: inherit; font-variant-numeric: tabular-nums;
  color: inherit; background: #fff; border: 1px solid #8c959f; border-radius: 6px; }
input:focus-visible { outline: 3px solid #0b5fd7; outline-offset: 1px; border-color: #0b5fd7; }
input[aria-invalid='true'] { border-color: #b3261e; border-width: 2px; }
.hint { margin: 0; font-size: 0.8125rem; color: #57606a; }
.error { margin: 0; font-size: 0.875rem; color: #b3261e; }
.error::before { content: '⚠ '; }
.notice { margin: 12px 0 4px; font-size: 0.875rem; }
.cards { margin: 0; padding-left: 1.25rem; font-size: 0.8125rem; color: #57606a; }
.number { font-variant-numeric: tabular-nums; white-space: nowrap; color: #1f2328; }
`;
