import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { Result, run } from 'axe-core';

/** The rules every page and part is held to: WCAG 2.2 AA, as axe-core tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core's minified build: half the size of the full one, so each page parses it faster
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: { run: typeof run } };

/**
 * axe-core's WCAG 2.2 AA violations on the page as it is now, or within the elements
 * `include` selects. axe runs in the page itself, put in once per document; frames are left
 * out: the only ones the sites have are maps from another origin, whose content is not ours.
 */
export async function accessibilityViolations(page: Page, include?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include: selector, tags }) => {
      const { axe } = window as AxeWindow;
      if (!axe) throw new Error('axe-core did not load into the page');
      const results = await axe.run(selector ?? document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false,
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { include, tags: WCAG_22_AA },
  );
}

/** Each violation as one line: its rule and the elements that break it. */
export async function accessibilityProblems(page: Page, include?: string): Promise<string[]> {
  const violations = await accessibilityViolations(page, include);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
