import type { APIRoute, GetStaticPaths } from 'astro';
import { makeLogoSvg } from '../../../catalog/images/make-logo.ts';
import { allManufacturers } from '../../../catalog/manufacturers.ts';
import type { Manufacturer } from '../../../catalog/schema/manufacturer.ts';

// Every make's logo (spec §3 Manufacturer logo.url): a few hundred bytes each, and used
// stock, make cards and the brand strip may show any of them.
export const getStaticPaths = (() =>
  allManufacturers().map((manufacturer) => ({
    params: { slug: manufacturer.slug },
    props: { manufacturer },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ manufacturer: Manufacturer }> = ({ props }) =>
  new Response(makeLogoSvg(props.manufacturer), { headers: { 'Content-Type': 'image/svg+xml' } });
