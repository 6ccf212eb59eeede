// npm start: build each tenant whose dist/ is missing or older than its sources, then serve.
import { buildStaleTenants } from './lib/build-all.ts';
import { runMain } from './lib/cli.ts';
import { enterProjectRoot } from './lib/project.ts';
import { serveSites } from './lib/serve-sites.ts';

runMain(async () => {
  enterProjectRoot();
  await buildStaleTenants();
  return (await serveSites()) ? 0 : 1;
});
