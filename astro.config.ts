import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { islandDirectivesIntegration } from './src/build/client/island-directives.ts';
import { pageRewritesIntegration } from './src/build/page-rewrites.ts';
import { responseHeadersIntegration } from './src/build/response-headers-integration.ts';
import { scriptPriorityIntegration } from './src/build/script-priority.ts';
import { sitemapIntegration } from './src/build/sitemap.ts';
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
    sitemapIntegration(tenant.domain),
    scriptPriorityIntegration(),
    responseHeadersIntegration(tenant),
    pageRewritesIntegration(tenant),
  ],
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 }, plugins: [themeStylesheetPlugin(tenant.theme)] },
});
