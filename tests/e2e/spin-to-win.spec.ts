// Issue 28, spin to win (spec §2 /spin-to-win, a gated feature): southern-cross-motors wants a
// signed-in shopper (features.signIn.spinToWin), outback-rv counts one spin per mobile number.
// The server draws; the wheel then turns to the result (not with reduced motion), which is
// announced and focused once it stops; a shopper who has spun sees the result again and no Spin.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { watchViolations } from '../support/e2e/csp-watch.ts';
import { sidewaysOverflow } from '../support/e2e/page-width.ts';
import { freshMobile, signInOnPage } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const GATED = 'southern-cross-motors';
const OPEN = 'outback-rv';
const RESULT = /^(You won: .+!|Better luck next time)/;

const spinButton = (page: Page) => page.getByRole('button', { name: 'Spin the wheel' });
const result = (page: Page) => page.locator('#spin-to-win-result');
const disc = (page: Page) => page.locator('.spin-wheel__disc');

const field = (page: Page, name: string) => page.locator('.spin-to-win__form').getByRole('textbox', { name });

async function fillDetails(page: Page, mobile?: string) {
  await field(page, 'First Name').fill('Alex');
  await field(page, 'Last Name').fill('Driver');
  await field(page, 'Email').fill('alex.driver@example.com');
  if (mobile) await field(page, 'Mobile').fill(mobile);
}

test.describe('spin to win', () => {
  test('southern-cross-motors at 1366 px: a visitor signs in first, spins once, the wheel turns to the result, which is announced; a reload shows it and no Spin', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await dismissPopup(page, demoSite(GATED));
    const violations = await watchViolations(page);
    await page.goto(siteUrl(GATED, '/spin-to-win'));
    await expect(page).toHaveURL(/\/sign-in\?/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('spin-to-win');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/spin-to-win');
    const mobile = await signInOnPage(page, freshMobile());
    await expect(page).toHaveURL(siteUrl(GATED, '/spin-to-win'));

    await expect(page.getByRole('heading', { level: 1, name: 'Spin to Win' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Spin to win this summer' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The prize wheel' })).toBeVisible();
    await expect(page.getByText('$100 fuel card: 1 in 20 (5%)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    // the signed-in number fills the mobile field
    await expect(field(page, 'Mobile')).toHaveValue(/^04\d\d \d{3} \d{3}$/);
    expect((await field(page, 'Mobile').inputValue()).replace(/\s/g, '')).toBe(mobile);

    // the details first: the form says what is missing and spins nothing
    await spinButton(page).click();
    await expect(page.getByText('Please enter your first name.').first()).toBeVisible();
    await fillDetails(page);
    await spinButton(page).click();

    // the wheel turns to the server's result; the live region stays empty until it stops
    await expect(disc(page)).toHaveClass(/spin-wheel__disc--turning/);
    await expect(result(page)).toBeEmpty();
    const turned = await disc(page).evaluate((node) => getComputedStyle(node).transitionDuration);
    expect(turned).toBe('3s');
    await expect(result(page)).toHaveText(RESULT, { timeout: 15_000 });
    await expect(result(page)).toHaveAttribute('aria-live', 'polite');
    await expect(result(page)).toBeFocused();
    await expect(spinButton(page)).toHaveCount(0);
    const headline = await result(page).locator('.spin-to-win__headline').textContent();
    expect(await accessibilityProblems(page, '.spin-to-win')).toEqual([]);
    // the wheel turned by its style property (CSSOM), which the site's policy allows
    expect(await violations()).toEqual([]);
    await page.screenshot({ path: '.build/playwright-output/spin-to-win-1366.png', fullPage: false });

    await page.reload();
    await expect(result(page)).toContainText('You have spun the wheel in this promotion.');
    await expect(result(page).locator('.spin-to-win__headline')).toHaveText(headline!);
    await expect(spinButton(page)).toHaveCount(0);
    await expect(disc(page)).not.toHaveClass(/spin-wheel__disc--turning/);
  });

  test('outback-rv at 390 px with reduced motion: from the footer, no sign-in, the result at once; one spin per number, another browser too', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await dismissPopup(page, demoSite(OPEN));
    await page.goto(siteUrl(OPEN, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Spin to Win' }).click();
    await expect(page).toHaveURL(siteUrl(OPEN, '/spin-to-win'));
    await expect(page.getByRole('heading', { level: 2, name: 'Spin for an outback adventure' })).toBeVisible();

    const mobile = freshMobile();
    await fillDetails(page, mobile);
    await spinButton(page).click();
    // no turning: the wheel is at the result and the result is there, announced and focused
    await expect(result(page)).toHaveText(RESULT);
    await expect(result(page)).toBeFocused();
    await expect(disc(page)).not.toHaveClass(/spin-wheel__disc--turning/);
    expect(await disc(page).evaluate((node) => getComputedStyle(node).transitionDuration)).toBe('0s');
    const headline = await result(page).locator('.spin-to-win__headline').textContent();
    expect(await sidewaysOverflow(page)).toBeNull();
    expect(await accessibilityProblems(page, '.spin-to-win')).toEqual([]);
    await page.screenshot({ path: '.build/playwright-output/spin-to-win-390.png', fullPage: true });

    await page.reload();
    await expect(result(page).locator('.spin-to-win__headline')).toHaveText(headline!);
    await expect(spinButton(page)).toHaveCount(0);

    // the same number from another browser: told it has spun, the first result, no second draw
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const second = await other.newPage();
    await dismissPopup(second, demoSite(OPEN));
    await second.goto(siteUrl(OPEN, '/spin-to-win'));
    await fillDetails(second, mobile);
    await spinButton(second).click();
    await expect(result(second)).toContainText('You have spun the wheel in this promotion.');
    await expect(result(second).locator('.spin-to-win__headline')).toHaveText(headline!);
    // a voucher code is for the browser that spun it
    await expect(result(second)).not.toContainText(/SPIN-[A-Z2-9]{4}/);
    await other.close();
  });
});
