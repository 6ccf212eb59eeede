import { hashSource } from '../build/content-security-policy.ts';
import type { ServedTenant } from './hosts.ts';
import { tenantUrl } from './hosts.ts';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}code{color:#444}li{margin:.5rem 0}';

/** The index page's own policy: its one stylesheet, links, nothing else. */
export const TENANT_INDEX_POLICY = `default-src 'none'; style-src ${hashSource(STYLE)}; frame-ancestors 'none'`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The page an unknown host gets: every tenant with its local URL. */
export function renderTenantIndex(
  tenants: readonly (ServedTenant & { built: boolean })[],
  port: number,
  unknownHost?: string,
): string {
  const items = tenants
    .map((t) => {
      const url = tenantUrl(t.slug, port);
      const note = t.built ? '' : ` <em>(not built: npm run build -- --tenant ${escapeHtml(t.slug)})</em>`;
      return `<li><a href="${escapeHtml(url)}">${escapeHtml(t.name)}</a> <code>${escapeHtml(url)}</code>${note}</li>`;
    })
    .join('\n      ');
  const lead = unknownHost
    ? `<p>No site answers to <code>${escapeHtml(unknownHost)}</code>. The sites served here:</p>`
    : '<p>The sites served here:</p>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Dealer sites (local)</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <h1>Dealer sites</h1>
      ${lead}
      <ul>
      ${items || '<li>No tenants found under tenants/.</li>'}
      </ul>
      <p>The lead API answers under <code>/api</code> on every host, e.g. <a href="/api/health">/api/health</a>.</p>
    </main>
  </body>
</html>
`;
}
