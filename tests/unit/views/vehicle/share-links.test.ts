import { describe, expect, it } from 'vitest';
import { shareLinks } from '../../../../src/views/vehicle/share-links.ts';

const URL_ = 'https://www.test-toyota.com.au/cars/2021-toyota-rav4-gx-101?utm=a&b=c';
const TEXT = '2021 Toyota RAV4 GX & more #1';
const U = 'https%3A%2F%2Fwww.test-toyota.com.au%2Fcars%2F2021-toyota-rav4-gx-101%3Futm%3Da%26b%3Dc';
const T = '2021%20Toyota%20RAV4%20GX%20%26%20more%20%231';

describe('share links (spec §2: social, email, SMS, WhatsApp)', () => {
  const links = shareLinks(URL_, TEXT);

  it.each([
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${U}`],
    ['x', `https://x.com/intent/tweet?url=${U}&text=${T}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${U}`],
    ['email', `mailto:?subject=${T}&body=${T}%0A%0A${U}`],
    ['sms', `sms:?&body=${T}%20${U}`],
    ['whatsapp', `https://wa.me/?text=${T}%20${U}`],
  ] as const)('%s', (name, expected) => expect(links[name]).toBe(expected));

  it('keeps the URL intact through a query-string round trip', () => {
    expect(new URL(links.facebook).searchParams.get('u')).toBe(URL_);
    expect(new URL(links.x).searchParams.get('text')).toBe(TEXT);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${TEXT} ${URL_}`);
  });

  it('encodes spaces as %20, never +', () => {
    for (const link of Object.values(links)) expect(link).not.toContain('+');
  });

  it('shares the URL alone when there is no text', () => {
    expect(shareLinks(URL_, '')).toMatchObject({ sms: `sms:?&body=${U}`, whatsapp: `https://wa.me/?text=${U}` });
  });
});
