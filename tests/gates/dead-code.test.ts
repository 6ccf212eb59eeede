// Gate: no dead code in src/ and scripts/. knip in production mode (knip.config.ts) finds
// unused files, exports (values and types), dependencies and packages production code
// imports without listing them in `dependencies`. An export only tests use counts as
// unused. The exports that wait for a capability are listed in src/planned.ts; the gate
// ignores exactly those, and fails on a listed one that is used or gone, so the list shrinks.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/project.ts';
import { PLANNED } from '../../src/planned.ts';

const KNIP = join(PROJECT_ROOT, 'node_modules', 'knip', 'bin', 'knip.js');

/** One row of knip's JSON reporter: a file and its issues by type. */
type KnipRow = { file: string } & Record<string, unknown>;

/** What each issue type of knip means, as the gate words it. */
const ISSUE_TYPES: Record<string, string> = {
  files: 'unused file',
  exports: 'unused export',
  types: 'unused exported type',
  nsExports: 'unused export in a namespace',
  nsTypes: 'unused exported type in a namespace',
  enumMembers: 'unused enum member',
  namespaceMembers: 'unused namespace member',
  duplicates: 'exported twice',
  dependencies: 'unused dependency (or used only by development code: move it to devDependencies)',
  devDependencies: 'unused devDependency',
  optionalPeerDependencies: 'unused optional peer dependency',
  unlisted: 'imported by production code but not in dependencies',
  binaries: 'binary from no listed package',
  unresolved: 'unresolved import',
  cycles: 'import cycle',
  catalog: 'unused catalog entry',
  catalogReferences: 'unresolved catalog reference',
};

interface Finding {
  /** 'path#name' for an export, else a sentence. */
  id: string;
  type: string;
}

function findingsOf(rows: readonly KnipRow[]): Finding[] {
  const findings: Finding[] = [];
  for (const row of rows)
    for (const [type, items] of Object.entries(row)) {
      if (!Array.isArray(items)) continue;
      for (const item of items as unknown[]) {
        // duplicates and cycles are lists of symbols; every other issue is one { name }
        const name = Array.isArray(item)
          ? item.map((symbol: { name: string }) => symbol.name).join(', ')
          : (item as { name: string }).name;
        const id = type === 'files' ? row.file : `${row.file}#${name}`;
        findings.push({ id, type });
      }
    }
  return findings;
}

function runKnip(): Promise<{ rows: KnipRow[]; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // process.execPath: the project's node (npm puts the `node` devDependency first on PATH)
    execFile(
      process.execPath,
      [KNIP, '--production', '--strict', '--reporter', 'json', '--no-progress'],
      { cwd: PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // exit code 1 means issues were found; anything else without a report is a failure
        const seconds = (performance.now() - started) / 1000;
        try {
          resolve({ rows: (JSON.parse(stdout) as { issues: KnipRow[] }).issues, seconds });
        } catch {
          reject(new Error(`knip failed (${error?.message ?? 'no report'}):\n${stderr}${stdout}`));
        }
      },
    );
  });
}

/** Whether src/<file> still declares a value export of that name (a rough check, for the message). */
function stillExported(id: string): boolean {
  const [file = '', name = ''] = id.split('#');
  const path = join(PROJECT_ROOT, file);
  if (!existsSync(path)) return false;
  return new RegExp(`export\\s+(?:async\\s+)?(?:const|let|function\\*?|class)\\s+${name.replace('$', '\\$')}\\b`).test(
    readFileSync(path, 'utf8'),
  );
}

const planned = PLANNED.flatMap((c) => c.exports.map((id) => ({ id, capability: c.capability })));

describe('dead code (knip --production)', () => {
  let findings: Finding[] = [];

  beforeAll(async () => {
    const { rows, seconds } = await runKnip();
    findings = findingsOf(rows);
    console.log(
      `knip --production --strict: ${seconds.toFixed(1)} s, ${findings.length} findings, ${planned.length} planned`,
    );
  });

  it('src/planned.ts names each export once, as path#name, under a capability with something left', () => {
    const ids = planned.map((p) => p.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^src\/[\w/.-]+\.tsx?#[\w$]+$/.test(id))).toEqual([]);
    expect(PLANNED.filter((c) => c.exports.length === 0 && c.switches.length === 0).map((c) => c.capability)).toEqual(
      [],
    );
  });

  it('finds no unused file, export or dependency that src/planned.ts does not list', () => {
    const plannedIds = new Set(planned.map((p) => p.id));
    const dead = findings
      .filter((f) => !(f.type === 'exports' && plannedIds.has(f.id)))
      .map((f) => `${f.id}: ${ISSUE_TYPES[f.type] ?? f.type}`);
    expect(dead, 'delete it, stop exporting it, or list it in src/planned.ts with its capability').toEqual([]);
  });

  it('every export src/planned.ts lists is still unused (delete an entry once its capability uses it)', () => {
    const unused = new Set(findings.filter((f) => f.type === 'exports').map((f) => f.id));
    const stale = planned
      .filter((p) => !unused.has(p.id))
      .map((p) =>
        stillExported(p.id)
          ? `${p.id} (${p.capability}) is now used: remove it from src/planned.ts`
          : `${p.id} (${p.capability}) no longer exists: remove it from src/planned.ts`,
      );
    expect(stale).toEqual([]);
  });
});
