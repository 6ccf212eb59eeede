// A local S3-compatible server (s3rver) in a process of its own, started by tests/support/s3-server.ts.
// Its listing of more than 1,000 objects signs the continuation token with DES, which Node
// only offers with --openssl-legacy-provider, so it runs apart from the test's process.
import S3rver from 's3rver';

const directory = process.argv[2];
if (!directory) throw new Error('usage: s3-server-process.ts <directory>');
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
const { port } = await server.run();
process.stdout.write(`listening ${port}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
