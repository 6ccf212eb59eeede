import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestHash } from '../../../../src/server/leads/request-hash.ts';

/** SHA-256 hex of a text, as any other implementation computes it. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('request hash', () => {
  it('is the same for the same data in any key order or spacing', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(value).reverse())));
        expect(requestHash(reversed)).toBe(requestHash(value));
      }),
    );
  });

  it('is the SHA-256 of the canonical JSON, as any other implementation computes it', () => {
    const value = { name: 'Zoë', kind: 'enquiry', fields: { b: [1, 'two'], a: null } };
    expect(requestHash(value)).toBe(sha256('{"fields":{"a":null,"b":[1,"two"]},"kind":"enquiry","name":"Zoë"}'));
  });

  it('differs when a value differs, and is 64 hex digits', () => {
    const a = requestHash({ kind: 'enquiry', name: 'Jane' });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ kind: 'enquiry', name: 'Jan' })).not.toBe(a);
    expect(requestHash({ kind: 'enquiry', name: ['Jane'] })).not.toBe(a);
  });

  it('hashes canonical JSON: keys sorted at every level, array order kept, undefined keys left out', () => {
    expect(requestHash({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe(
      sha256('{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}'),
    );
    expect(requestHash({ list: [2, 1] })).not.toBe(requestHash({ list: [1, 2] }));
    expect(requestHash({ kind: 'enquiry', message: undefined })).toBe(sha256('{"kind":"enquiry"}'));
  });
});
