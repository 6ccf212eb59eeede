import { decodeHTMLAttribute } from 'entities';
import type { StartTag } from '../../../src/build/html-scan.ts';

/** An attribute of a start tag as the browser reads it (`&amp;` is `&`); undefined when absent. */
export function attributeOf(tag: StartTag, name: string): string | undefined {
  const raw = tag.attributes.get(name);
  return raw === undefined ? undefined : decodeHTMLAttribute(raw);
}
