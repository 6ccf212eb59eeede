/**
 * A switch in the tenant schema is a promise: every leaf of the site schema is read by code,
 * or it is listed in src/planned.ts with the capability that will read it (and its JSON
 * Schema description says "Planned").
 *
 * How "read" is decided (tests/unit/tenant/switch-readers.ts), with the TypeScript compiler
 * over src/ and scripts/ (tests excluded) and every .astro file as the TSX `astro check` sees:
 * - A leaf is a field of the inferred `Site` type that holds no object: `features.printing`,
 *   `dealerships[].phone`, `theme.colours.primary` (an array of plain values is one leaf).
 * - It is read where code names it: `site.features.printing`, `features['printing']`, a key
 *   of a literal union (`site.social[key]`), or a destructured `{ printing }`. The files
 *   that define, fill, load and check the config do not count: src/tenant/schema/**,
 *   templates.ts, load.ts (its cross-field rules) and json-schema.ts.
 * - All the leaves under an object count as read where code visits every key of it:
 *   Object.keys/values/entries/assign, JSON.stringify, structuredClone, an object or JSX
 *   spread, for…in, a lookup by any string, or handing it whole to a function that does one
 *   of these with that parameter. Doing so with the whole site counts for nothing.
 * - A schema object passed to a type of the code's own (a parameter typed
 *   `{ href?: string; route?: RouteName }`, a generic's constraint, an annotated variable, a
 *   prop) lends that type's fields its paths, so reading them there reads the switch.
 * - A sub-schema used in several places (phone numbers, menu links, calculator ranges) is one
 *   type: reading its field counts for each place, unless the property chain names which
 *   (`site.phoneNumbers.override` is not a dealership's).
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLANNED } from '../../../src/planned.ts';
import { siteJsonSchema } from '../../../src/tenant/json-schema.ts';
import { findSwitchReads, siteSchemaLeaves, type SwitchReads } from './switch-readers.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Not a switch: the editor reads it, to find tenants/site.schema.json. */
const EDITOR_ONLY = ['$schema'];

const planned = new Map(PLANNED.flatMap(({ capability, switches }) => switches.map((path) => [path, capability])));

let reads: SwitchReads;

beforeAll(() => {
  const started = performance.now();
  reads = findSwitchReads(ROOT);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`switch readers: ${reads.leaves.length} leaves, ${reads.files} files read in ${seconds} s`);
});

describe('tenant config switches', () => {
  it('the compiler sees the leaves the schema has', () => {
    expect(reads.leaves).toEqual(siteSchemaLeaves());
  });

  it('every switch is read by code or planned (src/planned.ts)', () => {
    const unread = siteSchemaLeaves().filter(
      (leaf) => !reads.readAt.has(leaf) && !planned.has(leaf) && !EDITOR_ONLY.includes(leaf),
    );
    expect(unread, 'read these in code, list them in PLANNED with their capability, or remove them').toEqual([]);
  });

  it('a planned switch is read by no code yet (remove it from PLANNED once it is)', () => {
    const read = [...planned.keys()].filter((leaf) => reads.readAt.has(leaf));
    expect(Object.fromEntries(read.map((leaf) => [leaf, reads.readAt.get(leaf)]))).toEqual({});
  });

  it('every planned switch is a leaf of the site schema, listed once', () => {
    const leaves = new Set(siteSchemaLeaves());
    const switches = PLANNED.flatMap((capability) => capability.switches);
    expect(switches.filter((path) => !leaves.has(path))).toEqual([]);
    expect(switches.filter((path, i) => switches.indexOf(path) !== i)).toEqual([]);
  });
});

type JsonNode = { description?: string; properties?: Record<string, JsonNode>; items?: JsonNode } & Record<
  string,
  unknown
>;

/** The description of every field of the JSON Schema, with the leaf path it stands for. */
function fieldDescriptions(node: JsonNode, path: string, out: [string, string][] = []): [string, string][] {
  for (const [key, field] of Object.entries(node.properties ?? {})) {
    const fieldPath = path ? `${path}.${key}` : key;
    if (field.description !== undefined) out.push([fieldPath, field.description]);
    fieldDescriptions(field, fieldPath, out);
  }
  if (node.items) fieldDescriptions(node.items, `${path}[]`, out);
  const options = [
    ...((node.anyOf as JsonNode[] | undefined) ?? []),
    ...((node.oneOf as JsonNode[] | undefined) ?? []),
  ];
  for (const option of options) fieldDescriptions(option, path, out);
  return out;
}

describe('tenants/site.schema.json', () => {
  const fields = fieldDescriptions(siteJsonSchema() as JsonNode, '');

  it('says "Planned" on every planned switch and on nothing else', () => {
    const says = fields.filter(([, description]) => description.startsWith('Planned (')).map(([path]) => path);
    expect([...new Set(says)].sort()).toEqual([...planned.keys()].sort());
  });

  it('names the capability that will read each planned switch', () => {
    for (const [path, description] of fields.filter(([path]) => planned.has(path))) {
      const name = /^Planned \(([^)]*)\)/.exec(description)?.[1];
      expect(name && planned.get(path)?.startsWith(name), `${path}: ${description}`).toBe(true);
    }
  });
});
