import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * src/domain holds pure rules (docs/ARCHITECTURE.md): no Astro, React, server, file system
 * or clock. This reads every file under src/domain and fails on:
 * - a package other than valibot (so astro, react, hono, node:*, fs, path... all fail);
 * - a relative import that leaves src/domain, except `import type` / `export type` from
 *   src/catalog/schema or src/tenant/schema. Imports into src/server, src/pages,
 *   src/components, src/islands or src/layouts fail even as types;
 * - Date.now(), Math.random(), or new Date() without an argument.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const DOMAIN = join(ROOT, 'src/domain');
const ALLOWED_PACKAGES = new Set(['valibot']);
const TYPE_ONLY_DIRS = ['src/catalog/schema', 'src/tenant/schema'];
const NEVER_DIRS = ['src/server', 'src/pages', 'src/components', 'src/islands', 'src/layouts'];

const inside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

/** The rule broken by one import of the file at `file` (a path from the project root), or null. */
function importProblem(file: string, specifier: string, typeOnly: boolean): string | null {
  if (!specifier.startsWith('.')) {
    return ALLOWED_PACKAGES.has(specifier) ? null : `imports the package '${specifier}'`;
  }
  const target = relative(ROOT, resolve(ROOT, dirname(file), specifier));
  if (inside(target, 'src/domain')) return null;
  if (NEVER_DIRS.some((dir) => inside(target, dir))) return `imports '${specifier}' (${target})`;
  if (typeOnly && TYPE_ONLY_DIRS.some((dir) => inside(target, dir))) return null;
  return typeOnly
    ? `imports types from '${specifier}' (${target}), outside src/catalog/schema and src/tenant/schema`
    : `imports '${specifier}' (${target}) as a value: only \`import type\` may leave src/domain`;
}

/** Every rule the source breaks, as 'file:line: problem'. */
function purityProblems(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const problems: string[] = [];
  const report = (node: ts.Node, problem: string) =>
    problems.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${problem}`);
  const isCall = (node: ts.Node, object: string, method: string) =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === object &&
    node.expression.name.text === method;

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const problem = importProblem(
        file,
        node.moduleSpecifier.text,
        node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword,
      );
      if (problem) report(node, problem);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const problem = importProblem(file, node.moduleSpecifier.text, node.isTypeOnly);
      if (problem) report(node, problem);
    } else if (ts.isImportEqualsDeclaration(node)) {
      report(node, 'uses import = require()');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      const problem = arg && ts.isStringLiteral(arg) ? importProblem(file, arg.text, false) : 'a dynamic import()';
      if (problem) report(node, problem);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      report(node, 'uses require()');
    } else if (isCall(node, 'Date', 'now')) {
      report(node, 'reads the clock with Date.now(): take the time as a parameter');
    } else if (isCall(node, 'Math', 'random')) {
      report(node, 'uses Math.random(): take a seed as a parameter');
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments?.length ?? 0) === 0
    ) {
      report(node, 'reads the clock with new Date(): take the time as a parameter');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return problems;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

describe('src/domain is pure', () => {
  const files = filesUnder(DOMAIN)
    .map((path) => relative(ROOT, path))
    .filter((file) => /\.(c|m)?[jt]sx?$/.test(file));

  it('imports nothing but valibot, itself and schema types, and never reads the clock or Math.random', () => {
    expect(files.length).toBeGreaterThan(10);
    const problems = files.flatMap((file) => purityProblems(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(problems).toEqual([]);
  });
});

describe('the purity check itself', () => {
  const file = 'src/domain/promo/example.ts';
  it.each([
    // allowed
    ["import * as v from 'valibot';", 0],
    ["import { isWithin } from './date-window.ts';", 0],
    ["import { formatPrice } from '../format.ts';", 0],
    ["import type { PromoCard } from '../../tenant/schema/content.ts';", 0],
    ["import type { Car } from '../../catalog/schema/car.ts';", 0],
    ["export type { Car } from '../../catalog/schema/car.ts';", 0],
    ['const at = new Date(now.getTime());', 0],
    ["const at = new Date('2025-07-01T00:00+10:00');", 0],
    ['const t = Date.parse(text);', 0],
    ['// Date.now() and Math.random() in a comment are fine', 0],
    ["const s = 'Date.now()';", 0],
    // not allowed
    ["import { defineConfig } from 'astro';", 1],
    ["import { getCollection } from 'astro:content';", 1],
    ["import { useState } from 'react';", 1],
    ["import { Hono } from 'hono';", 1],
    ["import { readFileSync } from 'node:fs';", 1],
    ["import { readFileSync } from 'fs';", 1],
    ["import { join } from 'path';", 1],
    ["import fc from 'fast-check';", 1],
    ["import { CAR_TYPES } from '../../tenant/schema/fields.ts';", 1], // a value from a schema
    ["import { type CarType } from '../../tenant/schema/fields.ts';", 1], // leaves a side-effect import
    ["import type { Site } from '../../tenant/current.ts';", 1],
    ["import { modelsForMake } from '../../catalog/models.ts';", 1],
    ["import type { Props } from '../../components/locations/props.ts';", 1],
    ["import type { Api } from '../../server/api/app.ts';", 1],
    ["import type { X } from '../../pages/index.ts';", 1],
    ["import type { X } from '../../islands/Search.tsx';", 1],
    ["import type { X } from '../../layouts/Base.ts';", 1],
    ["export { x } from '../../site-urls.ts';", 1],
    ["const fs = await import('node:fs');", 1],
    ['const now = Date.now();', 1],
    ['const today = new Date();', 1],
    ['const today = new Date;', 1],
    ['const roll = Math.random();', 1],
  ])('%s → %i problem(s)', (source, count) => {
    expect(purityProblems(file, source)).toHaveLength(count);
  });
});
