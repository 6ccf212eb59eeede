// npm run index:typesense -- --tenant <slug> [--collection <name>] [--allow-empty]: brings the
// tenant's cars in its Typesense collection up to date (create if missing, upsert, delete
// the cars that left the feed). Reads TYPESENSE_URL and the admin key TYPESENSE_API_KEY.
import { Client } from 'typesense';
import { buildTime } from '../src/catalog/build-time.ts';
import { inventoryForBuild } from '../src/catalog/inventory/for-build.ts';
import {
  type TypesenseAdminConfig,
  typesenseAdminConfig,
  TypesenseConfigError,
} from '../src/search/typesense/config.ts';
import { type IndexResult, indexTenant } from '../src/search/typesense/indexer.ts';
import { typesenseNodes } from '../src/search/typesense/nodes.ts';
import { tenantDocuments } from '../src/search/tenant-documents.ts';
import { formatProblem } from '../src/tenant/issues.ts';
import { listTenantSlugs, loadSite } from '../src/tenant/load.ts';
import type { Site } from '../src/tenant/schema/site.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { enterProjectRoot, TENANTS_DIR } from './lib/project.ts';

const USAGE = 'usage: npm run index:typesense -- --tenant <slug> [--collection <name>] [--allow-empty]';
const FAILURES_SHOWN = 20;

interface Options {
  tenants: string[];
  collection?: string;
  allowEmpty: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const { tenants, rest } = parseTenantArgs(argv);
  const options: Options = { tenants, allowEmpty: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--collection') {
      const value = rest[++i];
      if (!value || value.startsWith('-')) throw new UsageError(`--collection needs a collection name: ${USAGE}`);
      options.collection = value;
    } else if (arg.startsWith('--collection=') && arg.length > '--collection='.length) {
      options.collection = arg.slice('--collection='.length);
    } else if (arg === '--allow-empty') {
      options.allowEmpty = true;
    } else {
      throw new UsageError(`Unknown argument ${arg}: ${USAGE}`);
    }
  }
  if (tenants.length === 0) throw new UsageError(`Name the tenant to index: ${USAGE}`);
  return options;
}

/** The collection named on the command line, else the tenant's own; null when it has none. */
function collectionOf(site: Site, override: string | undefined): string | null {
  if (override) return override;
  return site.search.engine.kind === 'typesense' ? site.search.engine.collection : null;
}

function printSummary(slug: string, collection: string, result: IndexResult, cars: number, neverListed: number) {
  console.log(
    `${slug}: ${result.upserted} upserted, ${result.deleted} deleted, ${result.failed.length} failed ` +
      `in collection "${collection}"${result.created ? ' (created)' : ''} ` +
      `(${cars} cars in stock, ${neverListed} never listed).`,
  );
  for (const failure of result.failed.slice(0, FAILURES_SHOWN)) console.error(`  car ${failure.id}: ${failure.error}`);
  if (result.failed.length > FAILURES_SHOWN) console.error(`  ... and ${result.failed.length - FAILURES_SHOWN} more`);
}

async function indexOne(slug: string, options: Options, client: Client): Promise<boolean> {
  const loaded = loadSite(slug, TENANTS_DIR);
  if (!loaded.ok) {
    for (const problem of loaded.problems) console.error(formatProblem(problem));
    return false;
  }
  const site = loaded.site;
  const collection = collectionOf(site, options.collection);
  if (!collection) {
    console.error(
      `${slug}: search.engine is "embedded" in ${TENANTS_DIR}/${slug}/site.json, so it names no Typesense collection: ` +
        'set search.engine to {"kind": "typesense", ...} or pass --collection <name>',
    );
    return false;
  }
  const { cars } = await inventoryForBuild(site);
  const { documents, neverListed } = tenantDocuments(site, cars, buildTime());
  if (documents.length === 0 && !options.allowEmpty) {
    console.error(
      `${slug}: no car to list, so indexing would delete every car of this tenant from "${collection}": ` +
        'check the stock feed, or pass --allow-empty if that is what you want',
    );
    return false;
  }
  console.log(`${slug}: indexing ${documents.length} cars into "${collection}"`);
  const result = await indexTenant({
    client,
    collection,
    tenant: slug,
    documents,
    onProgress: ({ done, total }) => {
      if (done > 0) console.log(`  ${done}/${total}`);
    },
  });
  printSummary(slug, collection, result, cars.length, neverListed);
  return result.failed.length === 0;
}

/** The connection from the environment, or null (the problems printed) when it is missing. */
function adminConfig(): TypesenseAdminConfig | null {
  try {
    return typesenseAdminConfig(process.env);
  } catch (error) {
    if (!(error instanceof TypesenseConfigError)) throw error;
    console.error(error.message);
    return null;
  }
}

runMain(async () => {
  enterProjectRoot();
  const options = parseArgs(process.argv.slice(2));
  const slugs = selectTenants(options.tenants, listTenantSlugs(TENANTS_DIR));
  const config = adminConfig();
  if (!config) return 1;
  const client = new Client({
    nodes: typesenseNodes(config.nodes),
    apiKey: config.apiKey,
    connectionTimeoutSeconds: 10,
    numRetries: 3,
  });
  let ok = true;
  for (const slug of slugs) ok = (await indexOne(slug, options, client)) && ok;
  return ok ? 0 : 1;
});
