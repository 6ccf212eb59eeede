import type { HTMLElement } from 'node-html-parser';
import { scanPage } from '../../../src/build/html-scan.ts';
import { attributeOf } from './start-tags.ts';

/**
 * What tenant HTML may hold once rendered (the README's tenant section): the gate keeps
 * its own copy of the rule rather than reading the sanitiser's, so a change to one shows.
 */
const RICH_TEXT_TAGS = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a']);
const RICH_TEXT_ATTRIBUTES = new Set(['a href', 'a rel']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Attributes a browser follows as a URL; script schemes there run on a click or on load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'srcdoc']);
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript']);
/** A data: URL a page navigates to can hold a page with script of its own. */
const NAVIGATION_ATTRIBUTES = new Set(['href', 'action', 'formaction', 'xlink:href']);

/** The scheme a browser reads from a URL attribute: it ignores whitespace and control characters, and case. */
export function urlScheme(value: string): string | null {
  const visible = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(visible);
  return match?.[1]?.toLowerCase() ?? null;
}

function attributesOf(element: HTMLElement): [string, string][] {
  return Object.entries(element.attributes).map(([name, value]) => [name.toLowerCase(), value]);
}

function shown(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);
}

/** Elements marked data-rich-text (tenant HTML rendered as is): anything beyond the allowed markup. */
export function richTextFailures(dom: HTMLElement): string[] {
  return dom.querySelectorAll('[data-rich-text]').flatMap((container) =>
    container.querySelectorAll('*').flatMap((element) => {
      const tag = element.tagName.toLowerCase();
      if (!RICH_TEXT_TAGS.has(tag)) return [`tenant HTML holds <${tag}>`];
      return attributesOf(element).flatMap(([name, value]) => {
        if (!RICH_TEXT_ATTRIBUTES.has(`${tag} ${name}`)) return [`tenant HTML holds ${name} on <${tag}>`];
        const scheme = name === 'href' ? urlScheme(value) : null;
        return scheme && !LINK_SCHEMES.has(scheme) ? [`tenant HTML links to ${shown(value)}`] : [];
      });
    }),
  );
}

/**
 * Any element of the page, from its start tags (html-scan.ts; a DOM per page made this gate
 * take a minute): event-handler attributes, and URLs that would run script, read as the
 * browser reads them (`&#x09;` is a tab).
 */
export function scriptAttributeFailures(html: string): string[] {
  return scanPage(html).tags.flatMap((tag) =>
    [...tag.attributes.keys()].flatMap((name) => {
      if (name.startsWith('on')) return [`${name} attribute on <${tag.name}>`];
      if (!URL_ATTRIBUTES.has(name)) return [];
      const value = attributeOf(tag, name) ?? '';
      const scheme = urlScheme(value);
      if (scheme && (SCRIPT_SCHEMES.has(scheme) || (scheme === 'data' && NAVIGATION_ATTRIBUTES.has(name))))
        return [`${name}=${shown(value)} on <${tag.name}>`];
      return [];
    }),
  );
}
