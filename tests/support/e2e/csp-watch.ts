import { expect, type Page, type Response } from '@playwright/test';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every CSP violation the page reports, and every console error about the policy;
 * call before the first navigation. The returned function reads what was recorded.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...((await page.evaluate(() => window.cspViolations)) ?? []), ...console];
}

/** Exactly one Content-Security-Policy header: two policies would both apply. */
export async function expectOnePolicy(response: Response | null, what: string): Promise<void> {
  expect(response, what).not.toBeNull();
  const policies = (await response!.headersArray()).filter(
    ({ name }) => name.toLowerCase() === 'content-security-policy',
  );
  expect(policies, `${what}: Content-Security-Policy headers`).toHaveLength(1);
}

/**
 * Lets lazy parts start (the map frame below the fold, deferred scripts, images) before the
 * violations are read: a blocked request is reported when it is tried, not when it ends.
 * So: the load event after scrolling, every eager image done, then two frames for the
 * events to be dispatched. Not 'networkidle', which a busy machine may not reach in time.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  // a headless window now and then stops drawing frames for a while: a second is enough to
  // dispatch the reports, so the check goes on rather than wait for a frame that does not come
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done(null)));
        setTimeout(() => done(null), 1000);
      }),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}
