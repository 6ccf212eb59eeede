/**
 * What a Content-Security-Policy needs to know of a built page, read from its HTML: the
 * inline scripts and styles a browser checks against script-src and style-src, and the start
 * tags with their attributes. A small scanner rather than a DOM: it runs over every page of
 * every tenant after each build, and Astro writes plain HTML.
 */

export interface StartTag {
  /** Lower-case element name. */
  name: string;
  /** Lower-case attribute names; an attribute without a value is ''. */
  attributes: ReadonlyMap<string, string>;
}

interface InlineCode {
  /** Text of every inline <script> that runs (classic, module, import map, speculation rules). */
  scripts: string[];
  /** Text of every <style> element. */
  styles: string[];
}

// Comments, the raw-text and escapable raw-text elements (their content is not markup), and
// start tags, in document order: whichever starts first is what the parser sees.
const COMMENT_AND_RAW_TEXT =
  /<!--[\s\S]*?(?:-->|$)|<(script|style|textarea|title)\b((?:"[^"]*"|'[^']*'|[^'">])*)>([\s\S]*?)(?:<\/\1\s*>|$)/
    .source;
const ATTRIBUTES = /((?:"[^"]*"|'[^']*'|[^'">])*)>/.source;
const ANY_START_TAG = new RegExp(`${COMMENT_AND_RAW_TEXT}|<([a-zA-Z][^\\s/>]*)${ATTRIBUTES}`, 'gi');

/** The scanner for pages read for some elements only: other start tags are skipped unparsed. */
const tokensFor = (names: readonly string[]) =>
  new RegExp(`${COMMENT_AND_RAW_TEXT}|<(${names.join('|')})(?=[\\s/>])${ATTRIBUTES}`, 'gi');
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** JavaScript MIME types (HTML's list) plus the script types a browser runs or CSP covers. */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** A data block (JSON-LD, our page data) is not script: CSP does not apply to it. */
function isExecutableScript(attributes: ReadonlyMap<string, string>): boolean {
  if (attributes.has('src')) return false;
  const type = (attributes.get('type') ?? '').trim().toLowerCase();
  return EXECUTABLE_SCRIPT_TYPES.has(type);
}

/** HTML's input stream turns CR LF and lone CR into LF before anything hashes the text. */
function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Element names to scan a page for (`scanPage`), made once for many pages. */
export interface ElementNames {
  readonly tokens: RegExp;
}

export function elementNames(names: readonly string[]): ElementNames {
  if (!names.every((name) => /^[a-z][a-z0-9-]*$/.test(name))) throw new Error(`not element names: ${names.join(', ')}`);
  return { tokens: tokensFor(names) };
}

export interface PageScan {
  tags: StartTag[];
  code: InlineCode;
}

/**
 * A page's start tags (outside comments and raw text) and its inline scripts and styles, in one
 * pass. With `elements`, the tags of only those elements (and script, style, textarea, title):
 * parsing every tag's attributes was most of a build's policy pass.
 */
export function scanPage(html: string, elements?: ElementNames): PageScan {
  const tags: StartTag[] = [];
  const code: InlineCode = { scripts: [], styles: [] };
  for (const match of html.matchAll(elements?.tokens ?? ANY_START_TAG)) {
    const rawName = match[1] ?? match[4];
    if (rawName === undefined) continue; // a comment
    const name = rawName.toLowerCase();
    const attributes = parseAttributes(match[2] ?? match[5] ?? '');
    tags.push({ name, attributes });
    const text = normalizeNewlines(match[3] ?? '');
    if (name === 'script' && isExecutableScript(attributes)) code.scripts.push(text);
    if (name === 'style') code.styles.push(text);
  }
  return { tags, code };
}
