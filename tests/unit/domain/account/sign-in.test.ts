import { describe, expect, it } from 'vitest';
import { australianMobile, displayMobile } from '../../../../src/domain/account/mobile-number.ts';
import { safeReturnPath } from '../../../../src/domain/account/return-path.ts';
import { isSignInType, readSignInQuery, signInHref } from '../../../../src/domain/account/sign-in.ts';
import { SPEC_SIGN_IN_TYPES } from '../../../support/sign-in-types.ts';
import { isSignInCode, judgeCode, signInSmsText } from '../../../../src/domain/account/sign-in-policy.ts';

describe('safeReturnPath (spec §2: redirect and back are same-site paths)', () => {
  it.each(['/', '/my-garage', '/cars/2019-toyota-corolla-abc/checkout', '/search?make=toyota&price=0-30000#results'])(
    'keeps the path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a leading backslash', '\\\\evil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'my-garage'],
    ['a tab inside the host part', '/\t/evil.example'],
    ['nothing', ''],
    ['no value', null],
  ])('replaces %s with /', (_, value) => expect(safeReturnPath(value)).toBe('/'));
});

describe('sign-in links', () => {
  it('spec §2: eight types, and nothing else', () => {
    for (const type of SPEC_SIGN_IN_TYPES) expect(isSignInType(type)).toBe(true);
    for (const other of ['admin', 'garage', '', undefined]) expect(isSignInType(other)).toBe(false);
  });

  it('carries the type, where to go and where Back leads', () => {
    expect(signInHref('my-garage', '/my-garage', '/cars/abc')).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fcars%2Fabc',
    );
  });

  it('for the watchlist both paths are the current one', () => {
    expect(signInHref('watchlist', '/cars/abc', '/elsewhere')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fabc&back=%2Fcars%2Fabc',
    );
    expect(readSignInQuery('?type=watchlist&redirect=/cars/abc&back=/search')).toEqual({
      type: 'watchlist',
      redirect: '/cars/abc',
      back: '/cars/abc',
    });
  });

  it('the page reads unsafe paths as / and an unknown type as the garage’s', () => {
    expect(readSignInQuery('?type=admin&redirect=https://evil.example/&back=//evil.example')).toEqual({
      type: 'my-garage',
      redirect: '/',
      back: '/',
    });
  });
});

describe('australianMobile', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['(04) 1234 5678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
  ])('%s is %s', (input, e164) => expect(australianMobile(input)).toBe(e164));

  it.each(['02 9876 5432', '+1 415 555 0100', '0412 345 67', '0412 345 6789', '1300 123 456', 'call me', ''])(
    '%s is not an Australian mobile',
    (input) => expect(australianMobile(input)).toBeNull(),
  );

  it('shows E.164 as a shopper reads it', () => expect(displayMobile('+61412345678')).toBe('0412 345 678'));
});

describe('judgeCode', () => {
  const fresh = { expired: false, used: false, wrongTries: 0 };
  it('the right code signs in', () =>
    expect(judgeCode(fresh, true)).toEqual({ verdict: 'signed-in', countsTry: false }));
  it('a wrong code counts a try', () => expect(judgeCode(fresh, false)).toEqual({ verdict: 'wrong', countsTry: true }));
  it('the 5th wrong try ends the code', () =>
    expect(judgeCode({ ...fresh, wrongTries: 4 }, false)).toEqual({ verdict: 'too-many-tries', countsTry: true }));
  it('after 5 wrong tries even the right code fails', () =>
    expect(judgeCode({ ...fresh, wrongTries: 5 }, true)).toEqual({ verdict: 'too-many-tries', countsTry: false }));
  it.each([
    ['expired', { ...fresh, expired: true }],
    ['used', { ...fresh, used: true }],
    ['never sent', null],
  ])('a code %s is refused as expired, whatever was typed', (_, issued) =>
    expect(judgeCode(issued, true)).toEqual({ verdict: 'expired', countsTry: false }),
  );
});

describe('the SMS text', () => {
  it('starts with the code and ends with the WebOTP line for the site', () => {
    expect(signInSmsText('042917', 'Harbourside Toyota', 'www.harboursidetoyota.com.au')).toBe(
      '042917 is your Harbourside Toyota sign-in code. It expires in 10 minutes. Never share it.\n\n@www.harboursidetoyota.com.au #042917',
    );
  });
});

describe('isSignInCode', () => {
  it.each(['042917', '000000'])('%s is a code', (code) => expect(isSignInCode(code)).toBe(true));
  it.each(['42917', '0429170', '04291a', '042 917', ''])('%s is not', (code) => expect(isSignInCode(code)).toBe(false));
});
