import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../../../../src/domain/forms/fields.ts';
import { toStorableText } from '../../../../src/domain/text/storable.ts';

const storableText = (text: string) => v.parse(v.pipe(v.string(), toStorableText), text);

describe('toStorableText: text PostgreSQL text and jsonb hold', () => {
  it.each([
    ['plain text', 'Ring me after 5pm', 'Ring me after 5pm'],
    ['a NUL', 'a\u0000b', 'ab'],
    ['a lone high surrogate', 'a\uD83D', 'a\uFFFD'],
    ['a lone low surrogate', '\uDE00b', '\uFFFDb'],
    ['a pair kept whole', 'car \uD83D\uDE97', 'car \uD83D\uDE97'],
    ['two highs then a low: the first is alone', '\uD83D\uD83D\uDE97', '\uFFFD\uD83D\uDE97'],
    ['other control characters are kept (a textarea has line breaks)', 'line 1\nline 2\t', 'line 1\nline 2\t'],
  ])('%s', (_, input, output) => {
    expect(storableText(input)).toBe(output);
  });

  it('any string comes out well-formed and without NUL, and stays as it was when it already was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const stored = storableText(text);
        expect(stored.isWellFormed()).toBe(true);
        expect(stored).not.toContain('\u0000');
        if (text.isWellFormed() && !text.includes('\u0000')) expect(stored).toBe(text);
      }),
    );
  });

  it('every text field of a form stores it so, as the form and the API read the same definition', () => {
    const message = fieldSchema({ name: 'message', label: 'Message', kind: 'textarea', required: false });
    expect(v.parse(message, ' Call\u0000 me \uD83D')).toBe('Call me \uFFFD');
  });
});
