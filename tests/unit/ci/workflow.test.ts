// The GitHub Actions workflows: valid for GitHub (action-validator, the schema GitHub's own
// editor uses, plus job and glob checks), and the per-tenant workflow wired as intended: the
// build matrix is the plan job's output, and a pull request never reaches a publish.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildMatrix } from '../../../scripts/lib/changed-tenants.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKFLOWS = join(ROOT, '.github', 'workflows');
const VALIDATOR = join(ROOT, 'node_modules', '@action-validator', 'cli', 'cli.mjs');

const workflowFiles = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  outputs?: Record<string, string>;
  strategy?: { matrix?: unknown };
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const read = (name: string) => parse(readFileSync(join(WORKFLOWS, name), 'utf8')) as Workflow;
const needsOf = (job: Job) => [job.needs ?? []].flat();
const expression = (text: string) => text.replace(/^\$\{\{\s*|\s*\}\}$/g, '');

/**
 * Whether a condition holds only outside pull requests: one of its top-level `&&` terms says
 * so and it has no `||` (which could let a pull request through by another way).
 */
function excludesPullRequests(condition: string | undefined): boolean {
  if (!condition || condition.includes('||')) return false;
  return expression(condition)
    .split('&&')
    .some((term) => term.trim() === "github.event_name != 'pull_request'");
}

/** Steps that publish, or that get the credentials a publish uses. */
const publishing = (step: Step) =>
  /\bnpm run publish\b/.test(step.run ?? '') || (step.uses ?? '').startsWith('aws-actions/configure-aws-credentials@');

describe('workflow files', () => {
  it('there are some', () => {
    expect(workflowFiles).toContain('tenants.yml');
  });

  it.each(workflowFiles)('%s passes action-validator', (name) => {
    const result = spawnSync(process.execPath, [VALIDATOR, join(WORKFLOWS, name)], { encoding: 'utf8' });
    expect(result.status, `action-validator ${name}:\n${result.stdout}${result.stderr}`).toBe(0);
  });

  it.each(workflowFiles)('%s never publishes from a pull request', (name) => {
    const workflow = read(name);
    // it would run with the secrets on a pull request's code
    expect(Object.keys(workflow.on)).not.toContain('pull_request_target');
    for (const [id, job] of Object.entries(workflow.jobs))
      for (const step of (job.steps ?? []).filter(publishing))
        expect(
          excludesPullRequests(step.if) || excludesPullRequests(job.if),
          `${name}: job ${id}, step ${step.run ?? step.uses} must have "github.event_name != 'pull_request' && …" as its condition`,
        ).toBe(true);
  });
});

describe('tenants.yml', () => {
  const workflow = read('tenants.yml');
  const { plan, tenant } = workflow.jobs;
  const steps = tenant?.steps ?? [];

  it('builds the matrix the plan job outputs, from npm run plan:tenants', () => {
    expect(tenant?.strategy?.matrix).toBe('${{ fromJSON(needs.plan.outputs.matrix) }}');
    expect(needsOf(tenant ?? {})).toContain('plan');
    const output = /^\$\{\{ steps\.([\w-]+)\.outputs\.matrix \}\}$/.exec(plan?.outputs?.matrix ?? '');
    const planStep = plan?.steps?.find((step) => step.id === output?.[1]);
    expect(planStep?.run).toMatch(/\bnpm run --silent plan:tenants\b/);
    expect(planStep?.run).toContain('echo "matrix=$matrix" >> "$GITHUB_OUTPUT"');
  });

  it('reads only fields the plan writes into each matrix entry', () => {
    const entry = JSON.parse(
      buildMatrix([{ build: true, tenant: 't', reason: 'r', publish: true, region: 'x', invalidationUrlEnv: '' }]),
    ) as { include: Record<string, unknown>[] };
    const written = Object.keys(entry.include[0] ?? {});
    const used = [...JSON.stringify(tenant).matchAll(/\bmatrix\.(\w+)/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(written).toEqual(expect.arrayContaining(used));
  });

  it('builds, runs the gates on and publishes the one tenant of its job', () => {
    const runWith = (pattern: RegExp) => steps.find((step) => pattern.test(step.run ?? ''));
    expect(runWith(/npm run build -- --tenant "\$TENANT"/)?.env?.TENANT).toBe('${{ matrix.tenant }}');
    expect(runWith(/npm run test:gates/)?.env?.GATE_TENANT).toBe('${{ matrix.tenant }}');
    const publish = runWith(/npm run publish -- --tenant "\$TENANT"/);
    expect(publish?.env?.TENANT).toBe('${{ matrix.tenant }}');
    expect(publish?.if).toContain('matrix.publish');
    expect(steps.indexOf(publish ?? {})).toBeGreaterThan(steps.indexOf(runWith(/npm run test:gates/) ?? {}));
  });

  it('publishes from main only, on a push, the daily run or by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    const guarded = Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).filter(publishing));
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    for (const step of guarded) expect(step.if).toContain("github.ref == 'refs/heads/main'");
  });
});
