import { describe, expect, it } from 'vitest';
import { themeStylesheet } from '../../../src/tenant/theme.ts';
import { demoSite } from '../../support/sites.ts';

describe('themeStylesheet', () => {
  it("sets the tenant's colours, font and radius on :root", () => {
    const theme = demoSite('outback-rv').theme;
    const css = themeStylesheet(theme);
    expect(css).toMatch(/^:root\{[^{}]*\}\n$/);
    expect(css).toContain(`--primary:${theme.colours.primary};`);
    expect(css).toContain(`--radius:${theme.radius}px`);
  });
});
