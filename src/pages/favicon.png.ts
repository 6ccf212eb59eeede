import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { site } from '../tenant/current.ts';

/** Twice the 32 px a tab or a bookmark shows. */
const SIZE = 64;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * The site's icon: its initials on its primary colour. Drawn as SVG and sent as a PNG: an
 * SVG icon is a document of its own that every page view parses and lays out on its main
 * thread (10-20 ms here), a PNG one is decoded off it.
 */
export const GET: APIRoute = async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${SIZE}" height="${SIZE}"><rect width="64" height="64" rx="12" fill="${site.theme.colours.primary}"/><text x="32" y="42" font-family="Arial, 'Liberation Sans', sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#ffffff">${initials(site.name)}</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
