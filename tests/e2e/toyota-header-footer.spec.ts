// spec §2 "Toyota dealer header menu" and "Toyota footer groups", on the Toyota demo tenant
// (harbourside-toyota has a base domain, so Sell My Car and service booking go to the dealer's pages).
import { expect, type Page, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const site = demoSite('harbourside-toyota');
const base = 'https://harbourside.toyotadealer.com.au';

test.beforeEach(async ({ page }) => {
  await dismissPopup(page, site);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl(site.slug, '/'));
});

test('the header menu has the Toyota items in order', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  const top = nav.locator('.desktop-menu__list > li > a, .desktop-menu__list > li > button');
  await expect(top).toHaveText([
    'Home',
    'New Vehicles',
    'Special Offers',
    'Sell My Car',
    'Pre-owned Vehicles',
    'Service',
    'Parts & Accessories',
    'Company',
  ]);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Special Offers' })).toHaveAttribute('href', '/special-offers/');
  await expect(nav.getByRole('link', { name: 'Sell My Car' })).toHaveAttribute('href', `${base}/sell-my-car`);
  await expect(nav.getByRole('link', { name: 'Parts & Accessories' })).toHaveAttribute(
    'href',
    '/vehicle-parts-and-accessories/',
  );
});

async function dropdownLinks(page: Page, label: string) {
  const item = page.locator('.desktop-menu__item', { has: page.getByRole('button', { name: label, exact: true }) });
  await item.hover();
  const dropdown = item.locator('.dropdown');
  await expect(dropdown).toBeVisible();
  return dropdown.getByRole('link');
}

test('Service opens on hover, 8px below the menu, with the online booking on the dealer site', async ({ page }) => {
  const links = await dropdownLinks(page, 'Service');
  await expect(links).toHaveText([
    'Online Service Booking (dealer site)',
    'Warranty Advantage',
    'Roadside Assist',
    'Toyota Genuine Service',
  ]);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([`${base}/service/booking`, '/warranty', '/roadside-assist', '/genuine-service']);
  const gap = await page.evaluate(() => {
    const button = [...document.querySelectorAll('.desktop-menu__trigger')].find(
      (b) => b.textContent?.trim() === 'Service',
    );
    const item = button?.closest('li');
    const dropdown = item?.querySelector('.dropdown');
    return dropdown && item ? dropdown.getBoundingClientRect().top - item.getBoundingClientRect().bottom : null;
  });
  expect(gap).toBe(8);
});

test('Company lists About Us, Contact Us, Fleet, Terms And Conditions and Complaint Handling Process', async ({
  page,
}) => {
  const links = await dropdownLinks(page, 'Company');
  await expect(links).toHaveText([
    'About Us',
    'Contact Us',
    'Fleet',
    'Terms And Conditions',
    'Complaint Handling Process',
  ]);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/about-us', '/contact', '/fleet', '/terms-and-conditions', '/pages/handling-complaint']);
});

test('the New Vehicles mega menu lists the categories in order and labels upcoming models', async ({ page }) => {
  await page.getByRole('button', { name: 'New Vehicles', exact: true }).click();
  const tabs = page.getByRole('tablist', { name: 'New Vehicles categories' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Cars',
    'Hatch & sedans',
    'SUVs & 4WDs',
    'Utes & Vans',
    'GR & performance',
    'Electrified',
    'Upcoming',
    'Discontinued',
  ]);
  const cars = page.getByRole('tabpanel', { name: 'Cars' });
  await expect(
    cars
      .locator('.mega__model')
      .first()
      .getByRole('link', { name: /^Explore/ }),
  ).toHaveAttribute('href', /^\/toyota-/);
  await expect(
    cars
      .locator('.mega__model')
      .first()
      .getByRole('link', { name: /^Our Stock/ }),
  ).toHaveAttribute('href', /^\/search\/toyota\//);

  await tabs.filter({ hasText: 'Upcoming' }).click();
  const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' });
  await expect(upcoming).toBeVisible();
  await expect(upcoming.locator('.mega__label').first()).toHaveText('Upcoming');
  await expect(upcoming.getByRole('link', { name: /^Our Stock/ })).toHaveCount(0);

  // keyboard: arrows move between categories
  await tabs.filter({ hasText: 'Upcoming' }).press('ArrowDown');
  await expect(tabs.filter({ hasText: 'Discontinued' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Discontinued' })).toBeVisible();
});

test('the footer groups follow the Toyota footer', async ({ page }) => {
  const footer = page.locator('footer');
  const group = (name: string) => footer.getByRole('navigation', { name, exact: true }).getByRole('link');
  const hrefs = (name: string) => group(name).evaluateAll((as) => as.map((a) => a.getAttribute('href')));

  await expect(group('Buyer Tools')).toHaveText([
    'Vehicles',
    'New Cars',
    'Demo Cars',
    'Used Cars',
    'Current Offers',
    'Toyota Hybrids',
    'Fleet',
    'Sell My Car',
    'Test Drive',
  ]);
  expect((await hrefs('Buyer Tools'))[0]).toBe('/models');
  expect((await hrefs('Buyer Tools'))[7]).toBe('/trade-in');
  await expect(group('Servicing and Parts').first()).toBeVisible();
  await expect(group('Harbourside Toyota')).toHaveText([
    'About Us',
    'Contact Us',
    'Fleet',
    'Terms',
    'Privacy Policy',
    'Complaint Handling Process',
  ]);
  expect(await hrefs('Harbourside Toyota')).toEqual([
    '/about-us',
    '/contact',
    '/fleet',
    '/terms-and-conditions',
    '/privacy-policy',
    '/pages/complaint-handling-process',
  ]);
});

test('on a small screen Buyer Tools is hidden and the menu is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.locator('footer').getByRole('navigation', { name: 'Buyer Tools' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sell My Car' })).toHaveAttribute('href', `${base}/sell-my-car`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});
