import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a tenant's content may carry (offers.json descriptions): paragraphs, line
 * breaks, strong/em, lists and links. Everything else is dropped at build time, so a
 * snippet pasted from elsewhere cannot run script on a dealer's site. The README's
 * tenant section lists the same rule for editors.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'];

/** A link to another site (protocol-relative ones are refused with the other schemes). */
const OTHER_SITE = /^\s*https?:\/\//i;

/**
 * Links keep only href. A link to another site gets rel="noopener noreferrer" (the page
 * it opens cannot reach back into ours); target is never kept, so no link opens a window
 * the page could steer.
 */
function link(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href;
  if (href === undefined) return { tagName: 'a', attribs: {} };
  return { tagName: 'a', attribs: OTHER_SITE.test(href) ? { href, rel: 'noopener noreferrer' } : { href } };
}

type SeenTag = { name: string; attribs: Readonly<Record<string, string>> };

function options(seen: SeenTag[]): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: link },
    onOpenTag: (name, attribs) => seen.push({ name, attribs: { ...attribs } }),
  };
}

function shown(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);
}

/**
 * What sanitising took away, read by comparing the tags of the input with those of the
 * result: the sanitiser only removes tags and attributes and keeps their order, so the
 * result's tags are the input's kept ones, in turn.
 */
function removals(before: readonly SeenTag[], after: readonly SeenTag[]): string[] {
  const removed = new Set<string>();
  let next = 0;
  for (const tag of before) {
    const kept = after[next]?.name === tag.name ? after[next++] : undefined;
    if (!kept) {
      removed.add(`<${tag.name}>`);
      continue;
    }
    for (const [attribute, value] of Object.entries(tag.attribs)) {
      if (kept.attribs[attribute] === value) continue;
      removed.add(
        attribute === 'href' ? `href ${shown(value)} on <${tag.name}>` : `${attribute} attribute on <${tag.name}>`,
      );
    }
  }
  return [...removed];
}

export interface RichText {
  /** The HTML a page may render as is. */
  html: string;
  /** What was taken out, for the editor ('<script>', 'onclick attribute on <p>'); empty when nothing was. */
  removed: string[];
}

/** Tenant HTML reduced to the allowed tags, attributes and link schemes. */
export function sanitiseRichText(input: string): RichText {
  const before: SeenTag[] = [];
  const html = sanitizeHtml(input, options(before));
  const after: SeenTag[] = [];
  sanitizeHtml(html, options(after));
  return { html, removed: removals(before, after) };
}
