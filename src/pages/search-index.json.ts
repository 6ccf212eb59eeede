import type { APIRoute } from 'astro';
import { searchBuildData } from '../search/build-data.ts';
import { shipDocument } from '../search/shipped-documents.ts';
import { site } from '../tenant/current.ts';

// The embedded engine's documents (DESIGN.md: raw documents, indexed in the browser, are
// several times smaller than a serialised index): fetched once by the search island's worker.
export const GET: APIRoute = async () => {
  const { documents } = await searchBuildData(site);
  return new Response(JSON.stringify(documents.map(shipDocument)), { headers: { 'Content-Type': 'application/json' } });
};
