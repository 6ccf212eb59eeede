import { describe, expect, it } from 'vitest';
import { readSignInQuery } from '../../../../src/domain/account/sign-in.ts';
import { isSignInAgain, signInAgainHref } from '../../../../src/domain/account/sign-in-again.ts';

describe('signing in again to confirm it is you (ASVS 5.0 7.5.1)', () => {
  it('the garage’s link: the sign-in link with again=1, read back as asking again', () => {
    const href = signInAgainHref('my-garage', '/my-garage#garage-delete', '/my-garage#garage-data');
    expect(href).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage%23garage-delete&back=%2Fmy-garage%23garage-data&again=1',
    );
    const search = href.slice('/sign-in'.length);
    expect(isSignInAgain(search)).toBe(true);
    expect(readSignInQuery(search)).toEqual({
      type: 'my-garage',
      redirect: '/my-garage#garage-delete',
      back: '/my-garage#garage-data',
    });
  });

  it('keeps the sign-in link’s safety: another site is never a destination', () => {
    expect(signInAgainHref('my-garage', 'https://evil.example/', '//evil.example')).toBe(
      '/sign-in?type=my-garage&redirect=%2F&back=%2F&again=1',
    );
  });

  it('a plain sign-in link, or another value, does not ask again', () => {
    for (const search of ['?type=my-garage&redirect=%2F', '?again=true', '?again=', ''])
      expect(isSignInAgain(search)).toBe(false);
  });
});
