// npm run serve: serve whatever is in dist/ (no build) with the API, on PORT (default 4321).
import { runMain } from './lib/cli.ts';
import { enterProjectRoot } from './lib/project.ts';
import { serveSites } from './lib/serve-sites.ts';

runMain(async () => {
  enterProjectRoot();
  return (await serveSites()) ? 0 : 1;
});
