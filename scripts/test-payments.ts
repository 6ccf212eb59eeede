// npm run test-payments: the embedded test payment processor alone, on TEST_PAYMENTS_PORT
// (default 4330), with TEST_PAYMENTS_SECRET as its API's bearer secret. `npm start` and
// `npm run serve` start it themselves (scripts/lib/test-payments-process.ts).
import { createTestPaymentsApp } from '../src/test-payments/app.ts';
import { runMain } from './lib/cli.ts';
import { listen, portFromEnv } from './lib/serve-node.ts';

/**
 * The secret when none is set. A fixed value is enough: this processor moves no money and
 * keeps no card numbers, and a page in the browser cannot call its API anyway (no CORS). The
 * secret is there so the driver authenticates exactly as it would with a real processor.
 * src/server/payments/from-env.ts holds the same default.
 */
const DEV_SECRET = 'test_payments_dev_secret';

runMain(async () => {
  const port = portFromEnv('TEST_PAYMENTS_PORT', 4330);
  const secret = process.env.TEST_PAYMENTS_SECRET?.trim() || DEV_SECRET;
  const server = await listen(createTestPaymentsApp({ secret }), port);
  console.log(`Test payments on http://localhost:${server.port} (health: /health). Ctrl+C to stop.`);
  // started by a server of ours: it ends when that process does, even one killed outright
  if (process.env.TEST_PAYMENTS_EXIT_WITH_PARENT === '1') {
    process.stdin.once('end', () => void server.close().then(() => process.exit(0)));
    process.stdin.resume();
  }
  return 0;
});
