import type { APIRoute } from 'astro';
import { SITE_FILES } from '../site-urls.ts';
import { absoluteUrl } from '../tenant/current.ts';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(SITE_FILES.sitemap)}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
