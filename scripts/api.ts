// npm run api: the lead API alone, as a serverless deployment would run it, on API_PORT (default 8787).
// Its data: PGlite in DATA_DIR (default .data), or the PostgreSQL server of DATABASE_URL.
import { createApiOnlyApp } from '../src/server/api-only-app.ts';
import { runMain } from './lib/cli.ts';
import { openLeadApi } from './lib/lead-api.ts';
import { enterProjectRoot, TENANTS_DIR } from './lib/project.ts';
import { listen, portFromEnv } from './lib/serve-node.ts';

runMain(async () => {
  enterProjectRoot();
  const port = portFromEnv('API_PORT', 8787);
  let opened: Awaited<ReturnType<typeof openLeadApi>>;
  try {
    opened = await openLeadApi(TENANTS_DIR);
  } catch (error) {
    // a held data directory or an unreachable server: one clear line, no stack
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const { api, db } = opened;
  try {
    const server = await listen(createApiOnlyApp(api), port, { onShutdown: () => opened.close() });
    console.log(`Leads stored in ${db.location} (${db.driver}).`);
    console.log(`API on http://localhost:${server.port}/api (health: /api/health). Ctrl+C to stop.`);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return 0;
});
