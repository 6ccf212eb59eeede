import type { NodeConfiguration } from 'typesense';

/**
 * A node URL (site.json `search.engine.nodes`, TYPESENSE_URL) as the typesense client wants
 * it. The port defaults to the protocol's, and a path prefix (a node behind a proxy at
 * /typesense) is kept without its trailing slash.
 */
function typesenseNode(url: string): NodeConfiguration {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Typesense node "${url}": expected a URL such as https://search-1.example.net`);
  }
  const protocol = parsed.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https')
    throw new Error(`Typesense node "${url}": expected an http or https URL, received ${protocol}:`);
  const port = parsed.port ? Number(parsed.port) : protocol === 'https' ? 443 : 80;
  return { host: parsed.hostname, port, protocol, path: parsed.pathname.replace(/\/+$/, '') };
}

export function typesenseNodes(urls: readonly string[]): NodeConfiguration[] {
  if (urls.length === 0) throw new Error('Typesense nodes: expected at least one node URL');
  return urls.map(typesenseNode);
}
