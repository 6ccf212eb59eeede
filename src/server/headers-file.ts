/**
 * Reads a `_headers` file (the format Cloudflare Pages and Netlify read, as the build writes
 * it: src/build/response-headers.ts) and answers the headers for a path, so the local server
 * sends what the CDN would.
 */

interface ParsedRule {
  path: string;
  pattern: RegExp;
  headers: [name: string, value: string][];
}

export type HeadersFile = readonly ParsedRule[];

/** `*` matches anything (slashes too), `:name` one path segment; everything else itself. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The rules of a `_headers` file; a line that is neither a path, a header nor a comment is an error naming it. */
export function parseHeadersFile(text: string): HeadersFile {
  const rules: ParsedRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const where = `_headers line ${index + 1}`;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw new Error(`${where}: expected a path starting with /, received "${trimmed}"`);
      rules.push({ path: trimmed, pattern: pathPattern(trimmed), headers: [] });
      return;
    }
    const header = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):\s*(.*)$/.exec(trimmed);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`${where}: expected "Name: value" under a path, received "${trimmed}"`);
    rule.headers.push([header[1] ?? '', header[2] ?? '']);
  });
  return rules;
}

/**
 * The headers for a request path: every matching rule's, in file order. A header two rules
 * set is joined with a comma, as Cloudflare Pages does (the build never writes one twice).
 */
export function headersForPath(rules: HeadersFile, pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const before = headers.get(key);
      headers.set(key, before === undefined ? value : `${before}, ${value}`);
    }
  }
  return headers;
}
