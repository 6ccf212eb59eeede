import { describe, expect, it } from 'vitest';
import { AlertLinks } from '../../../../src/server/saved-searches/links.ts';
import { KeyedHash } from '../../../../src/server/privacy/keyed-hash.ts';

const links = new AlertLinks(new KeyedHash('a test key for the alert links, 0123456789'));

describe('alert links', () => {
  it('reads back the link a token was made for', async () => {
    const link = { k: 'confirm', t: 'southern-cross-motors', u: 'u-1', e: 'é@example.com', x: 1_800_000_000 } as const;
    const token = await links.token(link);
    expect(token).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
    expect(await links.read(token)).toEqual(link);
  });

  it('refuses an altered, truncated or foreign token', async () => {
    const token = await links.token({ k: 'search', t: 'a', s: 's-1' });
    const [body, mac] = token.split('.') as [string, string];
    const forged = btoa(JSON.stringify({ k: 'search', t: 'a', s: 's-2' })).replace(/=+$/, '');
    expect(await links.read(`${forged}.${mac}`)).toBeNull();
    expect(await links.read(`${body}.${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`)).toBeNull();
    expect(await links.read(body)).toBeNull();
    expect(await links.read(`${body}.${mac}.x`)).toBeNull();
    const other = new AlertLinks(new KeyedHash('another key for the alert links, 0123456789'));
    expect(await other.read(token)).toBeNull();
    // a signed body that is not a link
    const odd = await links.token({ k: 'prices', t: 'a', u: '' } as never);
    expect(await links.read(odd)).toBeNull();
  });
});
