import * as v from 'valibot';

/** A UTF-16 surrogate without its other half: no character, and no UTF-8 or JSON for it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as it can be stored: PostgreSQL's text and jsonb refuse NUL (22021, 22P05) and jsonb a
 * lone surrogate (22P02), so a field holding either would fail every retry. Nobody types
 * these; a broken paste or a hand-made request sends them. NUL is dropped; a lone surrogate
 * becomes U+FFFD, as a UTF-8 encoder writes it.
 */
function storableText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '');
}

/** storableText as a step of a valibot pipe: every text field of a form or a request takes it. */
export const toStorableText = v.transform(storableText);
