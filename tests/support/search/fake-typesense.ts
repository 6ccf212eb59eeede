import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Typesense server in miniature, on 127.0.0.1, for the requests the real `typesense`
 * client and the InstantSearch adapter send: collections (404 when missing, 201 on create,
 * 409 when taken), JSONL import with one result line per document, JSONL export, delete by
 * filter, and multi_search with filtering, sorting, paging, facet counts and stats. Keys work
 * as in Typesense: the admin key does anything, a search-only key searches, and a scoped key
 * (HMAC of its embedded parameters under a search-only key) searches with its filter_by
 * ANDed in. Every request is recorded for the tests to inspect.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

type Doc = Record<string, unknown>;

interface Field {
  name: string;
  type: string;
  facet?: boolean;
  optional?: boolean;
  index?: boolean;
}

interface Collection {
  schema: { name: string; fields: Field[]; default_sorting_field?: string };
  documents: Map<string, Doc>;
  createdAt: number;
}

export interface FakeTypesense {
  url: string;
  adminKey: string;
  searchKey: string;
  requests: RecordedRequest[];
  collections: Map<string, Collection>;
  /** Documents of a collection, for assertions. */
  documents(collection: string): Doc[];
  close(): Promise<void>;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

// ---------------------------------------------------------------------------------------
// filter_by: `field:=v`, `:!=`, `:>=`, `:<=`, `:>`, `:<`, `[a, b]` lists, `[a..b]` ranges,
// `[<a, >b]`, backtick literals, && over ||, parentheses.

type Filter =
  | { op: 'and' | 'or'; left: Filter; right: Filter }
  | { op: 'leaf'; field: string; operator: string; values: string[]; list: boolean };

function parseFilter(text: string): Filter {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (what: string): never => {
    throw new HttpError(400, `Could not parse the filter query: ${what} at ${at} in \`${text}\`.`);
  };
  const value = (stops: string): string => {
    skip();
    if (text[at] === '`') {
      const end = text.indexOf('`', at + 1);
      if (end < 0) fail('unclosed backtick');
      const literal = text.slice(at + 1, end);
      at = end + 1;
      return literal;
    }
    const start = at;
    while (at < text.length && !stops.includes(text[at] ?? '')) at++;
    return text.slice(start, at).trim();
  };
  const leaf = (): Filter => {
    skip();
    const colon = text.indexOf(':', at);
    if (colon < 0) fail('no colon');
    const field = text.slice(at, colon).trim();
    at = colon + 1;
    const operator = /^(!=|>=|<=|=|>|<)?/.exec(text.slice(at))?.[0] ?? '';
    at += operator.length;
    skip();
    if (text[at] === '[') {
      at++;
      const values: string[] = [];
      for (;;) {
        values.push(value(',]'));
        skip();
        if (text[at] === ',') at++;
        else if (text[at] === ']') {
          at++;
          break;
        } else fail('unclosed list');
      }
      return { op: 'leaf', field, operator, values, list: true };
    }
    return { op: 'leaf', field, operator, values: [value(' )&|')], list: false };
  };
  const primary = (): Filter => {
    skip();
    if (text[at] === '(') {
      at++;
      const inner = disjunction();
      skip();
      if (text[at] !== ')') fail('unclosed parenthesis');
      at++;
      return inner;
    }
    return leaf();
  };
  const conjunction = (): Filter => {
    let left = primary();
    for (skip(); text.startsWith('&&', at); skip()) {
      at += 2;
      left = { op: 'and', left, right: primary() };
    }
    return left;
  };
  const disjunction = (): Filter => {
    let left = conjunction();
    for (skip(); text.startsWith('||', at); skip()) {
      at += 2;
      left = { op: 'or', left, right: conjunction() };
    }
    return left;
  };
  const filter = disjunction();
  skip();
  if (at < text.length) fail('unexpected text');
  return filter;
}

function compareOne(actual: unknown, operator: string, wanted: string): boolean {
  const range = /^(-?[\d.]+)\.\.(-?[\d.]+)$/.exec(wanted);
  const bound = /^(>=|<=|>|<)(-?[\d.]+)$/.exec(wanted);
  if (typeof actual === 'number') {
    if (range) return actual >= Number(range[1]) && actual <= Number(range[2]);
    const [op, n] = bound ? [bound[1], Number(bound[2])] : [operator || '=', Number(wanted)];
    if (op === '>=') return actual >= n;
    if (op === '<=') return actual <= n;
    if (op === '>') return actual > n;
    if (op === '<') return actual < n;
    return actual === n;
  }
  if (typeof actual === 'boolean') return String(actual) === wanted;
  return String(actual) === wanted;
}

function matches(filter: Filter, doc: Doc, fields: Map<string, Field>): boolean {
  if (filter.op !== 'leaf')
    return filter.op === 'and'
      ? matches(filter.left, doc, fields) && matches(filter.right, doc, fields)
      : matches(filter.left, doc, fields) || matches(filter.right, doc, fields);
  if (filter.field !== 'id') {
    const field = fields.get(filter.field);
    if (!field || field.index === false)
      throw new HttpError(404, `Could not find a filter field named \`${filter.field}\` in the schema.`);
  }
  const raw = doc[filter.field];
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const negated = filter.operator === '!=';
  const operator = negated ? '=' : filter.operator;
  const hit = values.some((actual) => filter.values.some((wanted) => compareOne(actual, operator, wanted)));
  return negated ? !hit : hit;
}

// ---------------------------------------------------------------------------------------
// documents

const TYPES = new Set([
  'string',
  'int32',
  'int64',
  'float',
  'bool',
  'string[]',
  'int32[]',
  'int64[]',
  'float[]',
  'bool[]',
]);

function validateSchema(body: unknown): Collection['schema'] {
  const schema = body as Collection['schema'];
  if (!schema || typeof schema.name !== 'string' || !Array.isArray(schema.fields))
    throw new HttpError(400, 'Parameter `name` and `fields` are required.');
  for (const field of schema.fields) {
    if (!TYPES.has(field.type)) throw new HttpError(400, `Field \`${field.name}\` has an invalid data type.`);
    if (field.index === false && !field.optional)
      throw new HttpError(400, `Field \`${field.name}\` must be optional since it is marked as non-indexable.`);
    if (field.index === false && field.facet)
      throw new HttpError(400, `Field \`${field.name}\` cannot be a facet since it's marked as non-indexable.`);
  }
  const sorting = schema.default_sorting_field;
  if (sorting) {
    const field = schema.fields.find((f) => f.name === sorting);
    if (!field)
      throw new HttpError(400, `Default sorting field is defined as \`${sorting}\` but is not found in the schema.`);
    if (!['int32', 'int64', 'float'].includes(field.type))
      throw new HttpError(400, `Default sorting field \`${sorting}\` is not a sortable type.`);
    if (field.optional) throw new HttpError(400, `Default sorting field \`${sorting}\` cannot be an optional field.`);
  }
  return schema;
}

function documentProblem(doc: Doc, schema: Collection['schema']): string | null {
  if (typeof doc.id !== 'string') return "Document's `id` field should be a string.";
  for (const field of schema.fields) {
    if (field.index === false) continue;
    const value = doc[field.name];
    if (value === undefined || value === null) {
      if (field.optional) continue;
      return `Field \`${field.name}\` has been declared in the schema, but is not found in the document.`;
    }
    const ok =
      field.type === 'string'
        ? typeof value === 'string'
        : field.type === 'int32'
          ? Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647
          : field.type === 'int64'
            ? Number.isInteger(value)
            : field.type === 'float'
              ? typeof value === 'number'
              : field.type === 'bool'
                ? typeof value === 'boolean'
                : Array.isArray(value);
    if (!ok) return `Field \`${field.name}\` must be ${field.type === 'int32' ? 'an' : 'a'} ${field.type}.`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// search

function sortKeys(sortBy: string, fields: Map<string, Field>): { field: string; desc: boolean }[] {
  return sortBy
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      // field:direction, or field(missing_values: last):direction
      const match = /^([a-z_]+)(?:\(missing_values: *(first|last)\))?:(asc|desc)$/i.exec(part);
      const [, field = part, , direction = 'asc'] = match ?? [];
      const known = fields.get(field);
      if (!known || known.index === false || known.type === 'string')
        throw new HttpError(404, `Could not find a field named \`${field}\` in the schema for sorting.`);
      return { field, desc: direction.toLowerCase() === 'desc' };
    });
}

function search(collection: Collection, params: Record<string, unknown>, embedded: Record<string, unknown>) {
  const fields = new Map(collection.schema.fields.map((f) => [f.name, f]));
  const text = (key: string) => (params[key] === undefined ? '' : String(params[key]));
  const queryBy = text('query_by')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (queryBy.length === 0) throw new HttpError(400, 'No search fields specified for the query.');
  for (const name of queryBy)
    if (fields.get(name)?.type !== 'string' || fields.get(name)?.index === false)
      throw new HttpError(404, `Could not find a field named \`${name}\` in the schema.`);
  const filters = [embedded.filter_by, params.filter_by].filter((f): f is string => typeof f === 'string' && f !== '');
  const filter = filters.length ? parseFilter(filters.map((f) => `(${f})`).join(' && ')) : null;
  const tokens = text('q') === '*' || text('q') === '' ? [] : text('q').toLowerCase().split(/\s+/);
  const found = [...collection.documents.values()].filter(
    (doc) =>
      (!filter || matches(filter, doc, fields)) &&
      tokens.every((token) =>
        queryBy.some((name) =>
          String(doc[name] ?? '')
            .toLowerCase()
            .includes(token),
        ),
      ),
  );
  const keys = sortKeys(text('sort_by') || `${collection.schema.default_sorting_field}:desc`, fields);
  found.sort((a, b) => {
    for (const { field, desc } of keys) {
      const x = a[field];
      const y = b[field];
      if (x === y) continue;
      // missing values go last, as Typesense's missing_values: last
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (Number(x) < Number(y) ? -1 : 1) * (desc ? -1 : 1);
    }
    return 0;
  });
  const facetBy = text('facet_by')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const maxValues = Number(params.max_facet_values ?? 10);
  const facetCounts = facetBy.map((name) => {
    if (!fields.get(name)?.facet)
      throw new HttpError(404, `Could not find a facet field named \`${name}\` in the schema.`);
    const counts = new Map<string, number>();
    const numbers: number[] = [];
    for (const doc of found) {
      const value = doc[name];
      if (value === undefined) continue;
      counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
      if (typeof value === 'number') numbers.push(value);
    }
    const stats = numbers.length
      ? {
          min: Math.min(...numbers),
          max: Math.max(...numbers),
          sum: numbers.reduce((s, n) => s + n, 0),
          avg: numbers.reduce((s, n) => s + n, 0) / numbers.length,
          total_values: counts.size,
        }
      : { total_values: counts.size };
    return {
      field_name: name,
      sampled: false,
      stats,
      counts: [...counts.entries()]
        .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
        .slice(0, maxValues)
        .map(([value, count]) => ({ value, count, highlighted: value })),
    };
  });
  const perPage = Number(params.per_page ?? 10);
  const page = Number(params.page ?? 1);
  const hits = found.slice((page - 1) * perPage, page * perPage).map((document) => ({
    document,
    highlight: {},
    highlights: [],
    text_match: 0,
  }));
  return {
    facet_counts: facetCounts,
    found: found.length,
    hits,
    out_of: collection.documents.size,
    page,
    request_params: { collection_name: collection.schema.name, per_page: perPage, q: text('q') },
    search_cutoff: false,
    search_time_ms: 0,
  };
}

// ---------------------------------------------------------------------------------------
// keys

type Access = { role: 'admin' } | { role: 'search'; embedded: Record<string, unknown> };

function access(key: string, adminKey: string, searchKeys: readonly string[]): Access | null {
  if (key === adminKey) return { role: 'admin' };
  if (searchKeys.includes(key)) return { role: 'search', embedded: {} };
  const decoded = Buffer.from(key, 'base64').toString('utf8');
  const digest = decoded.slice(0, 44);
  const prefix = decoded.slice(44, 48);
  const params = decoded.slice(48);
  for (const parent of searchKeys.filter((k) => k.startsWith(prefix))) {
    const expected = createHmac('sha256', parent).update(params).digest('base64');
    if (expected.length === digest.length && timingSafeEqual(Buffer.from(expected), Buffer.from(digest))) {
      const embedded = JSON.parse(params) as Record<string, unknown>;
      if (typeof embedded.expires_at === 'number' && embedded.expires_at * 1000 < Date.now()) return null;
      return { role: 'search', embedded };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
) {
  response.writeHead(status, { 'content-type': contentType });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startFakeTypesense(
  options: { adminKey?: string; searchKey?: string } = {},
): Promise<FakeTypesense> {
  const adminKey = options.adminKey ?? 'admin-key-for-tests';
  const searchKey = options.searchKey ?? 'search-only-key-for-tests';
  const requests: RecordedRequest[] = [];
  const collections = new Map<string, Collection>();

  const collectionOr404 = (name: string): Collection => {
    const collection = collections.get(name);
    if (!collection) throw new HttpError(404, 'Not Found');
    return collection;
  };
  const describe = (collection: Collection) => ({
    ...collection.schema,
    created_at: collection.createdAt,
    num_documents: collection.documents.size,
  });

  async function handle(request: IncomingMessage, response: ServerResponse, recorded: RecordedRequest) {
    const key = String(request.headers['x-typesense-api-key'] ?? recorded.query['x-typesense-api-key'] ?? '');
    const granted = access(key, adminKey, [searchKey]);
    if (!granted) throw new HttpError(401, 'Forbidden - a valid `x-typesense-api-key` header must be sent.');
    const { method, path, query } = recorded;
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);

    if (method === 'POST' && path === '/multi_search') {
      const body = JSON.parse(recorded.body || '{}') as { searches?: Record<string, unknown>[] };
      const embedded = granted.role === 'search' ? granted.embedded : {};
      const results = (body.searches ?? []).map((one) => {
        const params = { ...query, ...one };
        try {
          return search(collectionOr404(String(params.collection)), params, embedded);
        } catch (error) {
          if (error instanceof HttpError) return { code: error.status, error: error.message };
          throw error;
        }
      });
      return send(response, 200, { results });
    }
    if (granted.role !== 'admin') throw new HttpError(401, 'Forbidden - this key may only search.');

    if (parts[0] !== 'collections') throw new HttpError(404, 'Not Found');
    const name = parts[1];
    if (name === undefined) {
      if (method !== 'POST') throw new HttpError(404, 'Not Found');
      const schema = validateSchema(JSON.parse(recorded.body));
      if (collections.has(schema.name))
        throw new HttpError(409, `A collection with name \`${schema.name}\` already exists.`);
      const collection: Collection = { schema, documents: new Map(), createdAt: Math.floor(Date.now() / 1000) };
      collections.set(schema.name, collection);
      return send(response, 201, describe(collection));
    }
    const collection = collectionOr404(name);
    if (parts.length === 2) {
      if (method === 'GET') return send(response, 200, describe(collection));
      if (method === 'DELETE') {
        collections.delete(name);
        return send(response, 200, describe(collection));
      }
    }
    const fields = new Map(collection.schema.fields.map((f) => [f.name, f]));
    if (parts[2] === 'documents' && parts[3] === 'import' && method === 'POST') {
      const action = query.action ?? 'create';
      const lines = recorded.body.split('\n').filter((line) => line.trim() !== '');
      const results = lines.map((line) => {
        const doc = JSON.parse(line) as Doc;
        const problem = documentProblem(doc, collection.schema);
        if (problem) return { code: 400, document: line, error: problem, success: false };
        const id = doc.id as string;
        if (action === 'create' && collection.documents.has(id))
          return { code: 409, document: line, error: 'A document with id already exists.', success: false };
        collection.documents.set(id, doc);
        return { success: true };
      });
      return send(response, 200, results.map((r) => JSON.stringify(r)).join('\n'), 'text/plain; charset=utf-8');
    }
    if (parts[2] === 'documents' && parts[3] === 'export' && method === 'GET') {
      const filter = query.filter_by ? parseFilter(query.filter_by) : null;
      const include = query.include_fields?.split(',').map((f) => f.trim());
      const lines = [...collection.documents.values()]
        .filter((doc) => !filter || matches(filter, doc, fields))
        .map((doc) =>
          JSON.stringify(include ? Object.fromEntries(include.filter((f) => f in doc).map((f) => [f, doc[f]])) : doc),
        );
      return send(response, 200, lines.join('\n'), 'text/plain; charset=utf-8');
    }
    if (parts[2] === 'documents' && parts.length === 3 && method === 'DELETE') {
      if (!query.filter_by) throw new HttpError(400, 'Parameter `filter_by` must be provided.');
      const filter = parseFilter(query.filter_by);
      let deleted = 0;
      for (const [id, doc] of collection.documents)
        if (matches(filter, doc, fields)) {
          collection.documents.delete(id);
          deleted++;
        }
      return send(response, 200, { num_deleted: deleted });
    }
    throw new HttpError(404, 'Not Found');
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: await readBody(request),
      };
      requests.push(recorded);
      try {
        await handle(request, response, recorded);
      } catch (error) {
        if (error instanceof HttpError) send(response, error.status, { message: error.message });
        else send(response, 500, { message: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    adminKey,
    searchKey,
    requests,
    collections,
    documents: (name) => [...(collections.get(name)?.documents.values() ?? [])],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
