// Helpers for driving the lead forms (src/components/forms) in end-to-end tests.
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { siteUrl } from '../../../playwright.config.ts';
import { passSignInGate } from './sign-in.ts';
import { demoSite, dismissPopup } from './site.ts';

/** A mobile number no other test or recent run used: the API allows 5 leads per number an hour. */
export function uniquePhone(): string {
  const digits = String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-8);
  return `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/** A tenant's page, with its promotional popup out of the way, signed in first where the page needs it. */
export async function openPage(page: Page, slug: string, path: string): Promise<void> {
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, path));
  await passSignInGate(page, siteUrl(slug, path));
}

/**
 * A page's form after the shopper's first move on it (the pointer over it), which brings it to
 * life (`client:intent`), once it is live: before that its button waits, disabled.
 */
export async function formGoesLive(form: Locator): Promise<void> {
  await form.hover({ position: { x: 4, y: 4 } });
  await expect(form).toHaveAttribute('data-ready', 'true');
}

/** A page's form by its name, live (formGoesLive). */
export async function readyForm(page: Page, name: string) {
  const form = page.getByRole('form', { name });
  await formGoesLive(form);
  return form;
}

/** Every request to the lead API, answered (or dropped) by `answer` instead of the server (no lead is stored). */
export async function fakeLeadApi(
  page: Page,
  answer: (n: number) => Parameters<Route['fulfill']>[0] | 'no answer',
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/api/leads', async (route) => {
    requests.push(route.request());
    const reply = answer(requests.length);
    // 'no answer': the connection drops, as when the network fails mid-request
    if (reply === 'no answer') await route.abort('connectionreset');
    else await route.fulfill(reply);
  });
  return requests;
}

/** Fills an enquiry form's contact fields, the comment and the terms, ready to send. */
export async function fillEnquiry(form: Locator, comments: string): Promise<void> {
  await form.getByLabel('First Name').fill('Sam');
  await form.getByLabel('Last Name').fill('Shopper');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Mobile').fill(uniquePhone());
  await form.getByLabel('Postcode').fill('2000');
  await form.getByLabel('Comments').fill(comments);
  await form.getByLabel('I agree to the terms of use.').check();
}
