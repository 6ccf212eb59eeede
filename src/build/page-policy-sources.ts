import { hashSource, type PolicySources } from './content-security-policy.ts';
import type { ConfiguredOrigins } from './configured-origins.ts';
import { elementNames, scanPage, type StartTag } from './html-scan.ts';

/** The URLs of a srcset: the first word of each comma-separated candidate. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The origin of an absolute http(s) or scheme-relative URL; null for a path on the site itself. */
function thirdPartyOrigin(url: string): string | null {
  const trimmed = url.trim();
  if (!/^(?:https?:)?\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed, 'https://site.invalid/').origin;
  } catch {
    return null;
  }
}

function origins(urls: readonly string[]): string[] {
  return urls.map(thirdPartyOrigin).filter((origin): origin is string => origin !== null);
}

function attribute(tags: readonly StartTag[], names: readonly string[], key: string): string[] {
  return tags.filter((tag) => names.includes(tag.name)).flatMap((tag) => tag.attributes.get(key) ?? []);
}

/** The elements whose attributes name what a page loads from elsewhere (below). */
const LOADING_ELEMENTS = elementNames(['img', 'source', 'iframe', 'form', 'script']);

/** What one page asks of the policy: its inline code's hashes and the origins it loads from. */
function pageSources(html: string): PolicySources {
  const { code, tags } = scanPage(html, LOADING_ELEMENTS);
  return {
    scriptHashes: code.scripts.map(hashSource),
    styleHashes: code.styles.map(hashSource),
    imageOrigins: origins([
      ...attribute(tags, ['img'], 'src'),
      ...attribute(tags, ['img', 'source'], 'srcset').flatMap(srcsetUrls),
    ]),
    frameOrigins: origins(attribute(tags, ['iframe'], 'src')),
    scriptOrigins: origins(attribute(tags, ['script'], 'src')),
    connectOrigins: [],
    formOrigins: origins(attribute(tags, ['form'], 'action')),
  };
}

/** The union of what a tenant's pages ask, page by page, plus the origins its config names (scripts fetch from them, frame them, load them, or set them as an image's source). */
export function policySourcesUnion(configured: ConfiguredOrigins): {
  add(html: string): void;
  sources(): PolicySources;
} {
  const union = {
    scriptHashes: new Set<string>(),
    styleHashes: new Set<string>(),
    imageOrigins: new Set<string>(configured.imageOrigins),
    frameOrigins: new Set<string>(configured.frameOrigins),
    scriptOrigins: new Set<string>(configured.scriptOrigins),
    connectOrigins: new Set<string>(configured.connectOrigins),
    formOrigins: new Set<string>(),
  };
  return {
    add(html) {
      const sources = pageSources(html);
      for (const key of Object.keys(union) as (keyof PolicySources)[])
        for (const value of sources[key]) union[key].add(value);
    },
    sources: () => ({
      scriptHashes: [...union.scriptHashes],
      styleHashes: [...union.styleHashes],
      imageOrigins: [...union.imageOrigins],
      frameOrigins: [...union.frameOrigins],
      scriptOrigins: [...union.scriptOrigins],
      connectOrigins: [...union.connectOrigins],
      formOrigins: [...union.formOrigins],
    }),
  };
}
