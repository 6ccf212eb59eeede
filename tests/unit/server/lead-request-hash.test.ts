import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from '../../../src/server/leads/request-hash.ts';

describe('request hash', () => {
  it('is the same for the same data in any key order or spacing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), async (value) => {
        const reversed = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(value).reverse())));
        expect(await requestHash(reversed)).toBe(await requestHash(value));
      }),
    );
  });

  it('differs when a value differs, and is 64 hex digits', async () => {
    const a = await requestHash({ kind: 'enquiry', name: 'Jane' });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await requestHash({ kind: 'enquiry', name: 'Jan' })).not.toBe(a);
    expect(await requestHash({ kind: 'enquiry', name: ['Jane'] })).not.toBe(a);
  });

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });
});
