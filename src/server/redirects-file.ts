/**
 * Reads a `_redirects` file (the format Cloudflare Pages and Netlify read, as the build writes
 * it: src/build/page-rewrites.ts, src/build/api-route.ts) and answers the rewrite a path takes,
 * so the local server serves what the CDN would, and the links gate follows the same rules.
 */

interface RedirectRule {
  from: string;
  to: string;
  /** 301 when the rule names none (Netlify's default; Cloudflare's is 302): only 200 rewrites. */
  status: number;
  /** `200!`: the rule applies even where a file exists (shadowing). */
  force: boolean;
  pattern: RegExp;
  /** The names of the pattern's groups, in order: each `:name`, and `splat` for `*`. */
  names: string[];
}

export type RedirectsFile = readonly RedirectRule[];

/** A site path a rule serves in place of the one asked for. */
interface SiteRewrite {
  /** The rule's source pattern, e.g. `/cars/:slug/checkout`. */
  from: string;
  /** The path served, placeholders filled in, e.g. `/checkout/`. */
  target: string;
  /** What the pattern's `:name`s and `*` (as `splat`) matched. */
  params: Readonly<Record<string, string>>;
  force: boolean;
}

const PLACEHOLDER = /(\*|:[A-Za-z_][A-Za-z0-9_]*)/;

/** `*` matches anything (slashes too) as `:splat`, `:name` one path segment; everything else itself. */
function compile(from: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = from
    .split(PLACEHOLDER)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (PLACEHOLDER.test(part)) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * The rules of a `_redirects` file, in file order: `from to [status[!]]` per line, `#` for
 * comments. Anything else (query or condition matching) is an error naming the line: the
 * build writes none, and a rule this reader cannot apply should not pass silently.
 */
export function parseRedirectsFile(text: string): RedirectsFile {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const [from = '', to = '', status, ...rest] = trimmed.split(/\s+/);
    const code = status === undefined ? null : /^([1-5]\d\d)(!?)$/.exec(status);
    if (!from.startsWith('/') || !/^(\/|https?:\/\/)/.test(to) || (status !== undefined && !code) || rest.length > 0)
      throw new Error(`_redirects line ${index + 1}: expected "/from /to [status]", received "${trimmed}"`);
    rules.push({
      from,
      to,
      status: code ? Number(code[1]) : 301,
      force: code?.[2] === '!',
      ...compile(from),
    });
  });
  return rules;
}

/** `to` with each `:name` (and `:splat`) the rule matched put in its place. */
function fill(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (token, name: string) => params[name] ?? token);
}

/**
 * The rewrite a request path takes: the first rule whose pattern matches decides (as on both
 * hosts), and it is a rewrite only when its status is 200 and its target a path of the same
 * site. A redirect, or a proxy to another host (the `/api/*` rule: the local server answers
 * the API itself), is null, as is a path no rule matches.
 */
export function siteRewrite(rules: RedirectsFile, pathname: string): SiteRewrite | null {
  for (const rule of rules) {
    const match = rule.pattern.exec(pathname);
    if (!match) continue;
    if (rule.status !== 200 || !rule.to.startsWith('/') || rule.to.startsWith('//')) return null;
    const params = Object.fromEntries(rule.names.map((name, i) => [name, match[i + 1] ?? '']));
    return { from: rule.from, target: fill(rule.to, params), params, force: rule.force };
  }
  return null;
}
