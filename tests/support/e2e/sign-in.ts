import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';
import { australianMobile } from '../../../src/domain/account/mobile-number.ts';
import { latestSignInCode } from '../sms-outbox.ts';

/** A mobile number no other test (or earlier run on this data directory) has used, as a shopper types it. */
export function freshMobile(): string {
  return `04${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The code the test server's SMS outbox (or the one in `dataDir`) holds for the number, once it is there. */
export async function smsCode(mobile: string, dataDir = E2E_DATA_DIR): Promise<string> {
  const to = australianMobile(mobile)!;
  await expect.poll(() => latestSignInCode(dataDir, to), { timeout: 10_000, intervals: [100] }).toBeTruthy();
  return latestSignInCode(dataDir, to)!;
}

/** Signs in on the /sign-in page the browser is on, as a shopper does: the number, then the code from the SMS. */
export async function signInOnPage(
  page: Page,
  mobile: string = freshMobile(),
  { tap = false, dataDir }: { tap?: boolean; dataDir?: string } = {},
): Promise<string> {
  const press = (name: string) => {
    const button = page.getByRole('button', { name });
    return tap ? button.tap() : button.click();
  };
  await page.getByLabel('Mobile number').fill(mobile);
  await press('Send code');
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  await code.fill(await smsCode(mobile, dataDir));
  await press('Sign in');
  return mobile;
}

/**
 * spec §2 Gating: a page behind sign-in sends a visitor to /sign-in first, and brings them
 * back once signed in. After `page.goto(url)`: when the page is gated and the browser is not
 * signed in yet, signs in as a shopper does and waits to be back on `url`.
 */
export async function passSignInGate(page: Page, url: string): Promise<void> {
  // the sign-in page itself is no gate
  if (new URL(url).pathname.startsWith('/sign-in')) return;
  const state = () =>
    page
      .evaluate(() => {
        if (location.pathname.startsWith('/sign-in')) return 'sign-in';
        const gate = document.querySelector('main[data-sign-in-gate]');
        return !gate || gate.hasAttribute('data-signed-in') ? 'open' : 'waiting';
      })
      // the page is leaving for /sign-in
      .catch(() => 'waiting');
  // the gate's check is one call to the API: it opens the page or leaves for /sign-in
  await expect.poll(state).not.toBe('waiting');
  if ((await state()) !== 'sign-in') return;
  await signInOnPage(page);
  await expect(page).toHaveURL(url);
}
