// npm run publish [-- --tenant <slug> ...] [-- --dry-run] [-- --allow-deletes]: uploads each built
// tenant (dist/<slug>) to the bucket its site.json names under `publish`, through the AWS SDK's
// S3 client (AWS, or R2, GCS and MinIO by `publish.endpoint`), with credentials from the
// environment only. Tenants without `publish` settings are skipped unless named. The CDN
// configuration (_headers, _redirects, _cdn/) is never uploaded: it is printed for the tenant's CDN.
import { join } from 'node:path';
import { bucketAddress, s3SiteBucket } from '../src/publish/bucket.ts';
import { cdnConfigurationNotice } from '../src/publish/cdn-notice.ts';
import { PublishError, publishSite } from '../src/publish/publish-site.ts';
import { listTenantSlugs } from '../src/tenant/load.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR } from './lib/project.ts';
import { checkTenant } from './lib/tenant-check.ts';

const USAGE = 'usage: npm run publish [-- --tenant <slug> ...] [-- --dry-run] [-- --allow-deletes]';

function parseOptions(argv: string[]) {
  const { tenants, rest } = parseTenantArgs(argv);
  let dryRun = false;
  let allowDeletes = false;
  for (const arg of rest) {
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--allow-deletes') allowDeletes = true;
    else throw new UsageError(`Unknown argument ${arg}: ${USAGE}`);
  }
  return { tenants, dryRun, allowDeletes };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

runMain(async () => {
  enterProjectRoot();
  const options = parseOptions(process.argv.slice(2));
  const slugs = selectTenants(options.tenants, listTenantSlugs(TENANTS_DIR));
  let failed = 0;
  for (const slug of slugs) {
    const check = checkTenant(slug, TENANTS_DIR);
    if (!check.ok) {
      console.error(`${slug}: invalid config, not published:\n${check.problems.join('\n')}`);
      failed++;
      continue;
    }
    const config = check.site.publish;
    if (!config) {
      if (options.tenants.length) {
        console.error(`${slug}: tenants/${slug}/site.json has no "publish" settings (bucket, region)`);
        failed++;
      } else console.log(`${slug}: skipped, no "publish" settings`);
      continue;
    }
    const siteDir = join(DIST_DIR, slug);
    try {
      const result = await publishSite({
        slug,
        siteDir,
        config,
        bucket: s3SiteBucket(config),
        dryRun: options.dryRun,
        allowDeletes: options.allowDeletes,
      });
      if (!options.dryRun)
        console.log(
          `${slug}: ${result.uploaded} files (${megabytes(result.bytes)}) uploaded, ${result.deleted} deleted, ${result.unchanged} unchanged in ${result.seconds.toFixed(1)} s to ${bucketAddress(config)}`,
        );
      for (const line of cdnConfigurationNotice(slug, siteDir)) console.log(line);
    } catch (error) {
      // a refusal or a failed upload explains itself; anything else is a fault, with its stack
      console.error(error instanceof PublishError ? error.message : error);
      failed++;
    }
  }
  return failed ? 1 : 0;
});
