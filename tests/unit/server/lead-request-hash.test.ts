import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from '../../../src/server/leads/request-hash.ts';

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
    expect(requestHash(value)).toBe(createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex'));
  });

  it('differs when a value differs, and is 64 hex digits', () => {
    const a = requestHash({ kind: 'enquiry', name: 'Jane' });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ kind: 'enquiry', name: 'Jan' })).not.toBe(a);
    expect(requestHash({ kind: 'enquiry', name: ['Jane'] })).not.toBe(a);
  });

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });
});
