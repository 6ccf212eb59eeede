// The lead API as an AWS Lambda function behind API Gateway (HTTP API, payload 2.0).
// `npm run bundle:lambda` bundles this file into dist/_api/handler.mjs, writing the
// tenants and migrations in as LAMBDA_DEPLOYMENT.
import { handle, type APIGatewayProxyResult, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { lambdaSettings, openLambdaApi } from './api.ts';
import { deploymentSites, type LambdaDeployment } from './deployment.ts';

declare const LAMBDA_DEPLOYMENT: LambdaDeployment;

// read as the container starts: without DATABASE_URL, with a malformed limit or a dealer key
// two sites share, it stops here
const sites = deploymentSites(LAMBDA_DEPLOYMENT);
const settings = lambdaSettings(process.env, sites);

// one database pool and queue per container, opened by its first request and kept while it
// lives; an opening that failed is tried again by the next request
type Serve = ReturnType<typeof handle>;
let opening: Promise<Serve> | null = null;

function api(): Promise<Serve> {
  opening ??= openLambdaApi(sites, LAMBDA_DEPLOYMENT.migrations, settings).then(
    (app) => handle(app),
    (error: unknown) => {
      opening = null;
      throw error;
    },
  );
  return opening;
}

const UNAVAILABLE: APIGatewayProxyResult = {
  statusCode: 503,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' },
  body: JSON.stringify({ error: 'An error occurred when submitting this form' }),
  isBase64Encoded: false,
};

/** @public the Lambda runtime calls it (handler setting `handler.handler`) */
export async function handler(event: LambdaEvent, context?: LambdaContext): Promise<APIGatewayProxyResult> {
  let serve: Serve;
  try {
    serve = await api();
  } catch (error) {
    // the database is unreachable or refused the schema: the pages' forms say try again
    console.error(`API unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return UNAVAILABLE;
  }
  return serve(event, context);
}
