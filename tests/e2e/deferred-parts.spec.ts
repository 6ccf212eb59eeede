// What a page shows only when a shopper asks for it arrives with the ask, not in every page's
// HTML: the header's long menus (/site-menus.json), a lead form's styles on results and vehicle
// pages. Each still works: before it has arrived, when it fails, and without scripts.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { carWhere, openVehicle, sidebar } from '../support/e2e/vehicle.ts';

const TOYOTA = 'harbourside-toyota';

/** The page as the server sent it, before any script ran. */
async function builtHtml(page: Page, slug: string, path: string): Promise<string> {
  const response = await page.goto(siteUrl(slug, path));
  expect(response?.ok()).toBe(true);
  return response!.text();
}

test('the models mega menu is not in the page, and is there when a shopper opens it', async ({ page }) => {
  const car = await carWhere(TOYOTA, 'is available', isAvailable);
  const html = await builtHtml(page, TOYOTA, `/cars/${car.slug}`);
  expect(html).not.toContain('mega__model');
  expect(html).not.toContain('drawer__list');

  await page.setViewportSize({ width: 1366, height: 900 });
  await openVehicle(page, TOYOTA, car);
  await page.getByRole('button', { name: 'New Vehicles', exact: true }).hover();
  const cars = page.getByRole('tabpanel', { name: 'Cars' });
  await expect(cars.locator('.mega__model').first()).toBeVisible();
  // its styles came with it
  await expect(page.locator('.mega')).toHaveCSS('display', 'grid');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Upcoming' })).toBeVisible();
});

test('a phone menu opened before its list has arrived shows the list once it does', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/site-menus.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await dismissPopup(page, demoSite(TOYOTA));
  await page.goto(siteUrl(TOYOTA, '/search'));
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('status')).toHaveText('Loading the menu…');
  release();
  await drawer.getByRole('button', { name: 'New Vehicles' }).click();
  await drawer.getByRole('button', { name: 'SUVs & 4WDs' }).click();
  await expect(drawer.getByRole('link', { name: /^RAV4/ })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'SUVs & 4WDs' })).toHaveAttribute('aria-expanded', 'true');
});

test("a group's brand grid arrives when a keyboard user opens Our Brands", async ({ page }) => {
  const slug = 'southern-cross-motors';
  expect(await builtHtml(page, slug, '/')).not.toContain('brand-grid');
  await page.setViewportSize({ width: 1366, height: 900 });
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, '/'));
  const trigger = page.getByRole('button', { name: 'Our Brands', exact: true });
  // Tab from the top of the page to the menu, as a keyboard user does
  for (let presses = 0; presses < 10 && !(await trigger.evaluate((b) => b === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const kia = page.locator('.brand-grid').getByRole('link', { name: 'Kia', exact: true });
  await expect(kia).toBeVisible();
  await expect(page.locator('.brand-grid')).toHaveCSS('display', 'grid');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on Menu opens the drawer with its list, and a tap opens a sub-menu', async ({ page }) => {
    await dismissPopup(page, demoSite('outback-rv'));
    await page.goto(siteUrl('outback-rv', '/'));
    await page.getByRole('button', { name: 'Menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const caravans = drawer.getByRole('button', { name: 'Caravans', exact: true });
    await caravans.tap();
    await expect(caravans).toHaveAttribute('aria-expanded', 'true');
    await expect(
      drawer
        .locator(`#${await caravans.getAttribute('aria-controls')}`)
        .getByRole('link')
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a phone menu whose list cannot load says so, and the next open tries again', async ({ page }) => {
  await page.route('**/site-menus.json', (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await dismissPopup(page, demoSite('southern-cross-motors'));
  await page.goto(siteUrl('southern-cross-motors', '/'));
  const menu = page.getByRole('button', { name: 'Menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await menu.click();
  await expect(drawer.getByRole('status')).toHaveText(
    'The menu could not load. Check your connection, then open it again.',
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.unroute('**/site-menus.json');
  await menu.click();
  await expect(drawer.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a long dropdown offers its own page, and the vehicle page shows its lists whole', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(TOYOTA, '/'));
    await page.getByRole('button', { name: 'New Vehicles', exact: true }).hover();
    await expect(page.getByRole('link', { name: 'View all models' })).toHaveAttribute('href', '/models');

    const car = await carWhere(TOYOTA, 'is available', isAvailable);
    await page.goto(siteUrl(TOYOTA, `/cars/${car.slug}`));
    const collapsible = page.locator('.collapsible').first();
    await expect(collapsible.locator('.collapsible__toggle')).toBeHidden();
    const extra = collapsible.locator('[data-extra]');
    if ((await extra.count()) > 0) await expect(extra.first()).toBeVisible();
  });
});

test('a vehicle page carries no lead form styles until a form opens, which then has them', async ({ page }) => {
  const slug = 'southern-cross-motors';
  const car = await carWhere(slug, 'is available', isAvailable);
  expect(await builtHtml(page, slug, `/cars/${car.slug}`)).not.toContain('.lead-form__field');
  await openVehicle(page, slug, car);
  await sidebar(page).getByRole('link', { name: 'Enquire', exact: true }).click();
  const form = page.locator('dialog.car-lead-dialog form');
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form).toHaveCSS('display', 'grid');
  await expect(form.locator('.lead-form__field').first()).toHaveCSS('display', 'grid');
});

test("a sold car's page draws its Find Me Something Similar form styled from the first paint", async ({ page }) => {
  const slug = 'southern-cross-motors';
  const sold = await carWhere(slug, 'is sold', (c) => !isAvailable(c));
  await dismissPopup(page, demoSite(slug));
  // scripts held back: what shows is the built page with its own style sheets
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto(siteUrl(slug, `/cars/${sold.slug}`));
  const form = page.locator('[data-sold-form] form');
  await expect(form).toBeVisible();
  await expect(form).toHaveCSS('display', 'grid');
  await expect(page.locator('.vehicle-sold__message')).toHaveCSS('font-weight', '700');
});
