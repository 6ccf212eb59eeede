import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../../src/tenant/issues.ts';
import { loadSite, type SiteResult } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';

export const TENANTS_ROOT = fileURLToPath(new URL('../../tenants', import.meta.url));

export type RawSite = Record<string, unknown>;

/** A fresh, editable copy of a tenant's site.json as marketing wrote it (no template defaults). */
export function rawTenant(slug: string): RawSite {
  return JSON.parse(readFileSync(`${TENANTS_ROOT}/${slug}/site.json`, 'utf8')) as RawSite;
}

/** The file name problems are reported against when a tenant resolves from its folder name. */
export function fileOf(slug: string): string {
  return `tenants/${slug}/site.json`;
}

/**
 * The keys of a JSON path as the problem report prints it: `$.locations[0].address.postcode`,
 * `$["odd key"]`. Tests edit a file by the same path the report names.
 */
function keysOf(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  const token = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  token.lastIndex = 1;
  if (!path.startsWith('$')) throw new Error(`not a JSON path: ${path}`);
  while (token.lastIndex < path.length) {
    const match = token.exec(path);
    if (!match) throw new Error(`not a JSON path: ${path}`);
    keys.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : (JSON.parse(match[3] ?? '""') as string)));
  }
  return keys;
}

function parentOf(raw: RawSite, path: string): { parent: Record<string | number, unknown>; key: string | number } {
  const keys = keysOf(path);
  const key = keys.pop();
  if (key === undefined) throw new Error('the root cannot be edited in place');
  let parent: unknown = raw;
  for (const step of keys) {
    const next = (parent as Record<string | number, unknown>)[step];
    if (typeof next !== 'object' || next === null) throw new Error(`${path}: nothing at ${String(step)}`);
    parent = next;
  }
  return { parent: parent as Record<string | number, unknown>, key };
}

export function setAt(raw: RawSite, path: string, value: unknown): RawSite {
  const { parent, key } = parentOf(raw, path);
  parent[key] = value;
  return raw;
}

export function deleteAt(raw: RawSite, path: string): RawSite {
  const { parent, key } = parentOf(raw, path);
  delete parent[key];
  return raw;
}

export function getAt(raw: unknown, path: string): unknown {
  return keysOf(path).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], raw);
}

/** A raw site.json resolved as tenants/<folder>/site.json, without touching the disk. */
export function resolveSite(folder: string, raw: unknown): SiteResult {
  return loadSite(folder, undefined, () => raw);
}

/** The report lines for a raw file resolved as tenant `folder` (empty when it is valid). */
export function problemLines(folder: string, raw: unknown): string[] {
  const result = resolveSite(folder, raw);
  return result.ok ? [] : result.problems.map(formatProblem);
}

/** Resolves a raw file that must be valid; a failure shows its report. */
export function resolvedSite(folder: string, raw: unknown): Site {
  const result = resolveSite(folder, raw);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.site;
}
