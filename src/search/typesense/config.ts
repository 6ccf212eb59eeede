import * as v from 'valibot';

/**
 * Environment variables:
 * - TYPESENSE_URL: node URL(s), comma-separated for a cluster (the indexer's; pages use the
 *   tenant's `search.engine.nodes`).
 * - TYPESENSE_API_KEY: the admin key. The indexer alone reads it; it never reaches a page.
 * - TYPESENSE_SEARCH_KEY: a search-only key (action documents:search). The build reads only
 *   this one and derives each tenant's scoped key from it (scoped-key.ts).
 */
export class TypesenseConfigError extends Error {}

export interface TypesenseAdminConfig {
  nodes: string[];
  apiKey: string;
}

const isNodeUrl = (url: string): boolean => /^https?:\/\/[^/]/.test(url) && URL.canParse(url);

const NodeUrls = v.pipe(
  v.string(),
  v.transform((raw) =>
    raw
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  ),
  v.minLength(1),
  v.everyItem(isNodeUrl),
);
const ApiKey = v.pipe(v.string(), v.trim(), v.nonEmpty());

interface Variable<T> {
  name: string;
  schema: v.GenericSchema<string, T>;
  expected: string;
  /** Keys are never echoed into logs. */
  secret: boolean;
}

const URL_VARIABLE: Variable<string[]> = {
  name: 'TYPESENSE_URL',
  schema: NodeUrls,
  expected: 'the Typesense node URL(s), e.g. https://search-1.example.net (comma-separated for a cluster)',
  secret: false,
};
const ADMIN_KEY: Variable<string> = {
  name: 'TYPESENSE_API_KEY',
  schema: ApiKey,
  expected: 'the Typesense admin API key (the indexer alone uses it)',
  secret: true,
};
const SEARCH_KEY: Variable<string> = {
  name: 'TYPESENSE_SEARCH_KEY',
  schema: ApiKey,
  expected: 'a search-only Typesense API key (action documents:search), from which each tenant’s scoped key is made',
  secret: true,
};

function read<T>(env: NodeJS.ProcessEnv, variable: Variable<T>, problems: string[]): T | undefined {
  const raw = env[variable.name];
  if (raw === undefined || raw.trim() === '') {
    problems.push(`${variable.name} is not set: expected ${variable.expected}`);
    return undefined;
  }
  const parsed = v.safeParse(variable.schema, raw);
  if (parsed.success) return parsed.output;
  problems.push(
    `${variable.name}: expected ${variable.expected}, received ${variable.secret ? 'another value' : `"${raw}"`}`,
  );
  return undefined;
}

/** The indexer's connection: TYPESENSE_URL and TYPESENSE_API_KEY, every problem reported at once. */
export function typesenseAdminConfig(env: NodeJS.ProcessEnv = process.env): TypesenseAdminConfig {
  const problems: string[] = [];
  const nodes = read(env, URL_VARIABLE, problems);
  const apiKey = read(env, ADMIN_KEY, problems);
  if (nodes === undefined || apiKey === undefined) throw new TypesenseConfigError(problems.join('\n'));
  return { nodes, apiKey };
}

/**
 * The key the build derives scoped keys from. A search-only key cannot be told from an admin
 * key by looking at it, so the build reads only this variable; the one mistake visible here,
 * the admin key copied into it, is refused.
 */
export function typesenseSearchKey(env: NodeJS.ProcessEnv = process.env): string {
  const problems: string[] = [];
  const key = read(env, SEARCH_KEY, problems);
  if (key === undefined) throw new TypesenseConfigError(problems.join('\n'));
  if (key === env.TYPESENSE_API_KEY?.trim())
    throw new TypesenseConfigError(
      'TYPESENSE_SEARCH_KEY equals TYPESENSE_API_KEY: expected a search-only key, since the admin key must never reach a browser',
    );
  return key;
}
