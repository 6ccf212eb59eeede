import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { signInOnPage } from '../support/e2e/sign-in.ts';

// spec §2 Gating, by each demo tenant's features.signIn: drivewise-online gates finance,
// outback-rv the trade-in, southern-cross-motors the finance application only.
const GATED = [
  { slug: 'drivewise-online', path: '/finance', type: 'finance', heading: 'Send us your finance enquiry' },
  { slug: 'outback-rv', path: '/trade-in', type: 'trade-in', heading: 'Sell Your Car' },
  {
    slug: 'southern-cross-motors',
    path: '/apply-for-finance',
    type: 'car-finance',
    heading: 'Send us your finance enquiry',
  },
] as const;

for (const gate of GATED) {
  test(`${gate.slug}: a visitor on ${gate.path} signs in first, then lands back on it`, async ({ page }) => {
    await dismissPopup(page, demoSite(gate.slug));
    await page.goto(siteUrl(gate.slug, `${gate.path}?car_id=42`), { referer: siteUrl(gate.slug, '/contact') });
    await expect(page).toHaveURL(/\/sign-in\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: gate.type,
      redirect: `${gate.path}?car_id=42`,
      back: '/contact',
    });
    await signInOnPage(page);
    await expect(page).toHaveURL(siteUrl(gate.slug, `${gate.path}?car_id=42`));
    await expect(page.getByRole('heading', { name: gate.heading })).toBeVisible();
    // signed in, the page opens at once on the next visit
    await page.goto(siteUrl(gate.slug, gate.path));
    await expect(page).toHaveURL(siteUrl(gate.slug, gate.path));
    await expect(page.getByRole('heading', { name: gate.heading })).toBeVisible();
  });
}

test('Cancel on the sign-in page goes back to the page the visitor came from, not to the gated one', async ({
  page,
}) => {
  await dismissPopup(page, demoSite('outback-rv'));
  await page.goto(siteUrl('outback-rv', '/trade-in'), { referer: siteUrl('outback-rv', '/contact') });
  await expect(page).toHaveURL(/\/sign-in\?/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(siteUrl('outback-rv', '/contact'));
});

test('where the switch is off the page is open to visitors', async ({ page }) => {
  await dismissPopup(page, demoSite('southern-cross-motors'));
  await page.goto(siteUrl('southern-cross-motors', '/finance'));
  await expect(page.getByRole('heading', { name: 'Send us your finance enquiry' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', '/finance'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a visitor taps through sign-in on a gated page and lands back on it, nothing wider than the screen', async ({
    page,
  }) => {
    await dismissPopup(page, demoSite('drivewise-online'));
    await page.goto(siteUrl('drivewise-online', '/finance'));
    await expect(page).toHaveURL(/\/sign-in\?/);
    await expect(page.getByLabel('Mobile number')).toHaveAttribute('inputmode', 'tel');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Mobile number').tap();
    await signInOnPage(page, undefined, { tap: true });
    await expect(page).toHaveURL(siteUrl('drivewise-online', '/finance'));
    await expect(page.getByRole('heading', { name: 'Send us your finance enquiry' })).toBeVisible();
  });
});
