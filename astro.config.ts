import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { islandDirectivesIntegration } from './src/build/client/island-directives.ts';
import { pageRewritesIntegration } from './src/build/page-rewrites.ts';
import { builtPagesIntegration } from './src/build/built-pages.ts';
import { responseHeadersStep } from './src/build/response-headers-step.ts';
import { scriptPriorityStep } from './src/build/script-priority.ts';
import { sitemapStep } from './src/build/sitemap.ts';
import { themeStylesheetPlugin } from './src/build/theme-stylesheet.ts';
import { loadTenantOrExit } from './src/tenant/load-for-build.ts';

// One build per tenant: scripts/build.ts sets TENANT and BUILD_OUT_DIR for each.
const tenant = loadTenantOrExit(process.env.TENANT);

export default defineConfig({
  site: tenant.domain,
  outDir: process.env.BUILD_OUT_DIR ?? `.build/${tenant.slug}`,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [
    react(),
    islandDirectivesIntegration(),
    // script priority first: the policy hashes the pages as they are served
    builtPagesIntegration([scriptPriorityStep, sitemapStep(tenant.domain), responseHeadersStep(tenant)]),
    pageRewritesIntegration(tenant),
  ],
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 }, plugins: [themeStylesheetPlugin(tenant.theme)] },
});
