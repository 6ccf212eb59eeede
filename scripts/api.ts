// npm run api: the lead API alone, as a serverless deployment would run it, on API_PORT (default 8787).
import { createApiOnlyApp } from '../src/server/app.ts';
import { runMain } from './lib/cli.ts';
import { enterProjectRoot } from './lib/project.ts';
import { listen, portFromEnv } from './lib/serve-node.ts';

runMain(async () => {
  enterProjectRoot();
  const server = await listen(createApiOnlyApp(), portFromEnv('API_PORT', 8787));
  console.log(`API on http://localhost:${server.port}/api (health: /api/health). Ctrl+C to stop.`);
  return 0;
});
