import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { expect } from 'vitest';
import { adfValidityErrors } from './adf-dtd.ts';

/**
 * Reads an ADF document the way a CRM importer would: with a real XML parser, every value
 * kept as the string it is (a postcode such as 0800 must not become 800), attributes as
 * '@name', and vehicle and name always as lists.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'vehicle' || name === 'name',
});

export type Parsed = Record<string, unknown>;

/**
 * The errors a strict XML 1.0 parser (saxes) finds: malformed markup, but also characters
 * XML cannot carry, which the lenient parser below would let through.
 */
export function wellFormednessErrors(xml: string): string[] {
  const errors: string[] = [];
  const sax = new SaxesParser({ xmlns: false });
  sax.on('error', (error) => errors.push(error.message));
  sax.write(xml).close();
  return errors;
}

/** The <prospect> of a valid ADF 1.0 document (fails the test if the document is not one, by the DTD). */
export function parseProspect(xml: string): Parsed {
  expect(wellFormednessErrors(xml)).toEqual([]);
  expect(adfValidityErrors(xml)).toEqual([]);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  const document = parser.parse(xml) as { adf: { prospect: Parsed } };
  return document.adf.prospect;
}

/** Child element names of each element on `path`, in document order (ADF importers may read positionally). */
export function childOrder(xml: string, path: readonly string[]): string[][] {
  const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(xml) as OrderedNode[];
  let level: OrderedNode[] = ordered;
  for (const name of path.slice(0, -1)) level = (level.find((node) => name in node)?.[name] ?? []) as OrderedNode[];
  const last = path.at(-1) ?? '';
  return level
    .filter((node) => last in node)
    .map((node) => (node[last] as OrderedNode[]).map((child) => Object.keys(child).find((k) => k !== ':@') ?? ''));
}

type OrderedNode = Record<string, unknown>;
