// The JSON Schema is how a marketing editor learns the fields: every field is described,
// and the committed file is what the schema generates today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteJsonSchema } from '../../../src/tenant/json-schema.ts';

type Node = Record<string, unknown>;

function undescribed(node: unknown, path: string, out: string[]): string[] {
  if (typeof node !== 'object' || node === null) return out;
  const n = node as Node;
  if (n.properties && typeof n.properties === 'object') {
    for (const [key, child] of Object.entries(n.properties as Record<string, Node>)) {
      if (typeof child.description !== 'string' || child.description.length < 8) out.push(`${path}.${key}`);
      undescribed(child, `${path}.${key}`, out);
    }
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) {
    const value = n[key];
    if (Array.isArray(value)) value.forEach((child, i) => undescribed(child, `${path}.${key}[${i}]`, out));
    else if (value) undescribed(value, `${path}.${key}`, out);
  }
  return out;
}

describe('tenants/site.schema.json', () => {
  it('describes every field', () => {
    expect(undescribed(siteJsonSchema(), '$', [])).toEqual([]);
  });

  it('is up to date (run npm run schema:tenants after changing the schema)', () => {
    const committed = JSON.parse(readFileSync('tenants/site.schema.json', 'utf8'));
    expect(committed).toEqual(siteJsonSchema());
  });

  it('requires only what no template fills', () => {
    expect((siteJsonSchema() as { required: string[] }).required.sort()).toEqual(
      [
        'contact',
        'dealerships',
        'domain',
        'finance',
        'id',
        'inventory',
        'locations',
        'name',
        'slug',
        'template',
      ].sort(),
    );
  });

  it('is referenced by every tenant file', () => {
    for (const slug of ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv']) {
      expect(JSON.parse(readFileSync(`tenants/${slug}/site.json`, 'utf8')).$schema).toBe('../site.schema.json');
    }
  });
});
