import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API's request handling must run on a serverless runtime (DESIGN.md, lead API): from
 * src/server/api/app.ts, every module it loads (following value imports, not `import
 * type`) may use only hono, valibot, @noble/hashes (plain JavaScript) and web APIs. Storage drivers, files and Node's HTTP
 * server are handed in from scripts/.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const ALLOWED = /^(hono(\/.*)?|valibot|@noble\/hashes\/[a-z0-9]+\.js)$/;

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.phaseModifier === ts.SyntaxKind.TypeKeyword ||
        (clause?.namedBindings !== undefined &&
          !clause.name &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

function problems(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!ALLOWED.test(specifier)) found.push(`${relative(ROOT, file)} imports '${specifier}'`);
    }
  };
  visit(resolve(ROOT, entry));
  return found;
}

describe('the lead API can run serverless', () => {
  it('src/server/api/app.ts loads no Node-only module, driver or file access', () => {
    expect(problems('src/server/api/app.ts')).toEqual([]);
  });

  it('the check notices a Node import', () => {
    expect(problems('src/server/storage/open.ts').length).toBeGreaterThan(0);
  });
});
