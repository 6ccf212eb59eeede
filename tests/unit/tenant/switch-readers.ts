// Which leaves of the site schema the code reads: a TypeScript program over src/ and
// scripts/ (with every .astro file turned into TSX the way `astro check` sees it), asked
// where each field of the inferred `Site` type is used. The rules are in switches.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { convertToTsx, type ConvertToTsxResult } from '@astrojs/astro2tsx';
import ts from 'typescript';
import { SiteSchema } from '../../../src/tenant/schema/site.ts';

/** Files that define, fill, load or check the config: what they touch is not a use of it. */
const CONFIG_FILES = [
  /^src\/tenant\/schema\//,
  /^src\/tenant\/templates\.ts$/,
  /^src\/tenant\/load\.ts$/,
  /^src\/tenant\/json-schema\.ts$/,
];

/** Calls that visit every key of the object they are given. */
const ITERATING_CALLS = new Set([
  'Object.keys',
  'Object.values',
  'Object.entries',
  'Object.assign',
  'JSON.stringify',
  'structuredClone',
]);

type SchemaNode = { type: string; entries?: Record<string, SchemaNode>; wrapped?: SchemaNode; item?: SchemaNode };
type SchemaOptions = { options?: readonly SchemaNode[]; value?: SchemaNode };

/**
 * Every leaf of the valibot site schema by its path: `features.printing`,
 * `dealerships[].phone`, `theme.colours.primary` (a record's values are `name.*`). An array
 * of plain values is one leaf; a variant contributes the fields of all its options.
 */
export function siteSchemaLeaves(): string[] {
  const leaves = new Set<string>();
  const walk = (node: SchemaNode & SchemaOptions, path: string): void => {
    if (node.entries) {
      for (const [key, child] of Object.entries(node.entries)) walk(child, path ? `${path}.${key}` : key);
    } else if (node.wrapped) walk(node.wrapped, path);
    else if (node.type === 'array' && node.item && hasEntries(node.item)) walk(node.item, `${path}[]`);
    else if (node.type === 'record' && node.value) walk(node.value, `${path}.*`);
    else if ((node.type === 'variant' || node.type === 'union') && node.options?.some(hasEntries)) {
      for (const option of node.options) walk(option, path);
    } else leaves.add(path);
  };
  walk(SiteSchema as unknown as SchemaNode, '');
  return [...leaves].sort();
}

function hasEntries(node: SchemaNode & SchemaOptions): boolean {
  if (node.entries) return true;
  if (node.wrapped) return hasEntries(node.wrapped);
  return (node.type === 'variant' || node.type === 'union') && (node.options ?? []).some(hasEntries);
}

export interface SwitchReads {
  /** Every leaf of the `Site` type, as the compiler sees it. */
  leaves: string[];
  /** Where each leaf is read (file:line), leaves nobody reads absent. */
  readAt: Map<string, string[]>;
  /** Source files the program looked at (.astro files included). */
  files: number;
}

export function findSwitchReads(root: string): SwitchReads {
  const astro = astroFiles(root);
  const program = projectProgram(root, astro);
  const checker = program.getTypeChecker();
  const schema = siteTypeTree(program, checker, root);
  const readers = program
    .getSourceFiles()
    .filter((file) => isReader(relative(root, file.fileName)))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));

  /** The schema paths a property stands for; a sub-schema used in several places has several. */
  const propertyPaths = (symbol: ts.Symbol | undefined, receiver: ts.Expression | undefined): Set<string> => {
    const candidates = new Set((symbol?.declarations ?? []).flatMap((d) => [...(schema.pathsOf.get(d) ?? [])]));
    if (candidates.size <= 1 || !receiver) return candidates;
    // the receiver's own chain may say which place (site.phoneNumbers, not a dealership's)
    const parents = expressionPaths(receiver);
    const named = [...candidates].filter((path) => parents.has(parentOf(path)));
    return named.length ? new Set(named) : candidates;
  };

  /** The schema objects (or leaves) an expression evaluates to, by its property chain or else its type. */
  const expressionPaths = (expression: ts.Expression): Set<string> => {
    const node = skipOuter(expression);
    if (ts.isPropertyAccessExpression(node)) {
      const paths = propertyPaths(checker.getSymbolAtLocation(node.name), node.expression);
      // a field of the code's own holding a schema object (props.promo.cards): known by its type
      return paths.size ? paths : schema.pathsOfType(checker.getTypeAtLocation(node));
    }
    if (ts.isElementAccessExpression(node)) {
      if (ts.isStringLiteralLike(node.argumentExpression)) {
        const receiverType = checker.getNonNullableType(checker.getTypeAtLocation(node.expression));
        return propertyPaths(receiverType.getProperty(node.argumentExpression.text), node.expression);
      }
      const items = [...expressionPaths(node.expression)].map((path) => `${path}[]`);
      return new Set(items.filter((path) => schema.objectPaths.has(path)));
    }
    return schema.pathsOfType(checker.getTypeAtLocation(node));
  };

  // 1. Where a schema object flows into a type of the code's own (a parameter typed
  //    `{ href?: string; route?: RouteName }`, a generic's constraint), that type's fields
  //    stand for the schema's: reading them reads the switch.
  const flows = readers.flatMap((file) => flowsIn(file, checker));
  for (let round = 0, changed = true; changed && round < 10; round++) {
    changed = false;
    for (const flow of flows) {
      const objects = [...expressionPaths(flow.expression)].filter((path) => schema.objectPaths.has(path));
      if (!objects.length) continue;
      for (const target of (flow.targets ??= flow.findTargets())) {
        for (const path of objects) changed = schema.alias(target, path) || changed;
      }
    }
  }

  // 2. Reads: a property access, an element access by a literal key, a destructured field,
  //    or an iterating use of an object holding leaves.
  const readAt = new Map<string, string[]>();
  const iteratingParameters = new Set<ts.Declaration>();
  const objectArguments: { node: ts.Expression; paths: Set<string>; call: ts.CallExpression; index: number }[] = [];
  const markRead = (path: string, node: ts.Node) => {
    const at = readAt.get(path) ?? [];
    if (at.length < 5) at.push(where(root, node, astro));
    readAt.set(path, at);
  };
  const markIterated = (paths: Iterable<string>, node: ts.Node) => {
    // copying the whole site (a clone, a cache) uses none of its switches
    for (const path of paths) if (path !== '') schema.leavesUnder(path).forEach((leaf) => markRead(leaf, node));
  };
  const readPaths = (paths: Set<string>, node: ts.Node) => {
    for (const path of paths) if (schema.leafPaths.has(path)) markRead(path, node);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && schema.names.has(node.name.text)) {
      readPaths(propertyPaths(checker.getSymbolAtLocation(node.name), node.expression), node);
    } else if (ts.isElementAccessExpression(node)) {
      const receiverType = checker.getNonNullableType(checker.getTypeAtLocation(node.expression));
      if (schema.pathsOfType(receiverType).size > 0) {
        const keys = keysOf(checker, node.argumentExpression);
        // a lookup by any string may read any field
        if (keys === 'any') markIterated(expressionPaths(node.expression), node);
        else for (const key of keys) readPaths(propertyPaths(receiverType.getProperty(key), node.expression), node);
      }
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && !node.dotDotDotToken) {
      const name = node.propertyName ?? node.name;
      const key = ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
      if (key !== undefined && schema.names.has(key)) {
        const type = checker.getNonNullableType(checker.getTypeAtLocation(node.parent));
        readPaths(propertyPaths(type.getProperty(key), undefined), node);
      }
    }
    if (ts.isExpression(node) && isIterated(node)) {
      markIterated(expressionPaths(node), node);
      const declaration = ts.isIdentifier(node) ? checker.getSymbolAtLocation(node)?.valueDeclaration : undefined;
      if (declaration && ts.isParameter(declaration)) iteratingParameters.add(declaration);
    }
    if (ts.isCallExpression(node)) {
      node.arguments.forEach((argument, index) => {
        const paths = new Set([...expressionPaths(argument)].filter((path) => schema.objectPaths.has(path)));
        if (paths.size) objectArguments.push({ node: argument, paths, call: node, index });
      });
    }
    ts.forEachChild(node, visit);
  };
  readers.forEach((file) => visit(file));

  // 3. An object handed whole to a function that iterates that parameter is iterated.
  for (const { node, paths, call, index } of objectArguments) {
    const declaration = checker.getResolvedSignature(call)?.declaration;
    const parameter = declaration && !ts.isJSDocSignature(declaration) ? declaration.parameters[index] : undefined;
    if (parameter && iteratingParameters.has(parameter)) markIterated(paths, node);
  }

  return { leaves: [...schema.leafPaths].sort(), readAt, files: readers.length };
}

interface Flow {
  expression: ts.Expression;
  targets?: ts.Type[];
  findTargets(): ts.Type[];
}

/**
 * Values that flow into a declared type: call arguments (the parameter as declared, so a
 * generic's constraint), JSX attributes, annotated variables, returns, object literal fields.
 */
function flowsIn(file: ts.SourceFile, checker: ts.TypeChecker): Flow[] {
  const flows: Flow[] = [];
  const contextual = (expression: ts.Expression) => () => {
    const type = checker.getContextualType(expression);
    return type ? [type] : [];
  };
  const add = (expression: ts.Expression | undefined, findTargets: (expression: ts.Expression) => () => ts.Type[]) => {
    if (!expression) return;
    const inner = skipOuter(expression);
    if (ts.isIdentifier(inner) || ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) {
      flows.push({ expression, findTargets: findTargets(expression) });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      node.arguments?.forEach((argument, index) =>
        add(argument, (expression) => () => {
          const declaration = checker.getResolvedSignature(node)?.declaration;
          const parameter =
            declaration && !ts.isJSDocSignature(declaration) ? declaration.parameters[index] : undefined;
          const declared = parameter && !parameter.dotDotDotToken ? [checker.getTypeAtLocation(parameter)] : [];
          return [...declared, ...contextual(expression)()];
        }),
      );
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isJsxExpression(node.initializer)) {
      add(node.initializer.expression, contextual);
    } else if (ts.isVariableDeclaration(node) && node.type) {
      add(node.initializer, contextual);
    } else if (ts.isReturnStatement(node) || ts.isPropertyAssignment(node)) {
      add(ts.isReturnStatement(node) ? node.expression : node.initializer, contextual);
    } else if (ts.isShorthandPropertyAssignment(node)) {
      add(node.name, contextual);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return flows;
}

/** file:line of a node; in an .astro file, the line of its source rather than of the TSX. */
function where(root: string, node: ts.Node, astro: AstroFiles): string {
  const file = node.getSourceFile();
  const source = astro.get(file.fileName);
  if (!source)
    return `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const start = node.getStart();
  const mapping = source.mappings.findLast(([virtualStart]) => virtualStart <= start);
  const offset = mapping ? mapping[2] + Math.min(start - mapping[0], mapping[3]) : 0;
  const line = source.text.slice(0, offset).split('\n').length;
  return `${relative(root, file.fileName).replace(/\.tsx$/, '')}:${line}`;
}

function isReader(path: string): boolean {
  if (!/^(src|scripts)\//.test(path) || path.endsWith('.d.ts')) return false;
  return !CONFIG_FILES.some((pattern) => pattern.test(path.replace(/\.astro\.tsx$/, '.astro')));
}

function parentOf(path: string): string {
  return path.replace(/\.[^.]+$/, '');
}

function skipOuter(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The property names an element access may read: its literal keys, or 'any' for a string key. */
function keysOf(checker: ts.TypeChecker, key: ts.Expression): string[] | 'any' {
  const type = checker.getTypeAtLocation(key);
  const members = type.isUnion() ? type.types : [type];
  if (members.every((member) => member.isStringLiteral())) return members.map((member) => member.value);
  return members.some((member) => member.flags & (ts.TypeFlags.String | ts.TypeFlags.Any)) ? 'any' : [];
}

/**
 * Positions that visit every key of an object: an argument of Object.keys/values/entries,
 * Object.assign, JSON.stringify or structuredClone, an object spread, a for…in.
 */
function isIterated(node: ts.Node): boolean {
  let child = node;
  let parent = node.parent;
  while (
    parent &&
    (ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent) || ts.isAsExpression(parent))
  ) {
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (ts.isSpreadAssignment(parent) || (ts.isJsxSpreadAttribute(parent) && parent.expression === child)) return true;
  if (ts.isForInStatement(parent)) return parent.expression === child;
  if (ts.isCallExpression(parent) && parent.arguments.includes(child as ts.Expression)) {
    return ITERATING_CALLS.has(parent.expression.getText());
  }
  return false;
}

interface SchemaTree {
  leafPaths: Set<string>;
  /** Paths of the objects that hold leaves (`''` is the site itself, `dealerships[]` one dealership). */
  objectPaths: Set<string>;
  /** Property names anywhere in the tree, to skip every other property access cheaply. */
  names: Set<string>;
  /** The schema paths each property declaration stands for (a shared sub-schema has several). */
  pathsOf: Map<ts.Node, Set<string>>;
  pathsOfType(type: ts.Type): Set<string>;
  leavesUnder(path: string): string[];
  /** Lets a type of the code's own stand for the schema object at `path`; true when it learnt something. */
  alias(type: ts.Type, path: string): boolean;
}

/** The inferred `Site` type walked like the schema: its properties' declarations are the schema's entries. */
function siteTypeTree(program: ts.Program, checker: ts.TypeChecker, root: string): SchemaTree {
  const file = program.getSourceFile(join(root, 'src/tenant/schema/site.ts'));
  const site = file && checker.getSymbolAtLocation(file)?.exports?.get(ts.escapeLeadingUnderscores('Site'));
  if (!site) throw new Error('src/tenant/schema/site.ts exports no Site type');
  const byType = new Map<ts.Type, Set<string>>();
  const schemaDeclarations = new Set<ts.Node>();
  const aliased = new Set<string>();
  const addTo = <K>(map: Map<K, Set<string>>, key: K, path: string): boolean => {
    const paths = map.get(key) ?? new Set();
    const known = paths.has(path);
    map.set(key, paths.add(path));
    return !known;
  };
  const plainMembers = (type: ts.Type): ts.Type[] => {
    const constrained =
      type.flags & ts.TypeFlags.TypeParameter ? (checker.getBaseConstraintOfType(type) ?? type) : type;
    const plain = checker.getNonNullableType(constrained);
    return plain.isUnion() ? [plain, ...plain.types] : [plain];
  };
  const objectMembers = (type: ts.Type): ts.Type[] =>
    plainMembers(type).filter(
      (member) =>
        !member.isUnion() &&
        member.flags & ts.TypeFlags.Object &&
        !checker.isArrayType(member) &&
        member.getProperties().length > 0,
    );
  const elementOf = (type: ts.Type): ts.Type | undefined => {
    const array = plainMembers(type).find((member) => checker.isArrayType(member));
    return array && checker.getTypeArguments(array as ts.TypeReference)[0];
  };
  const childOf = (path: string, name: string) => (path ? `${path}.${name}` : name);

  const tree: SchemaTree = {
    leafPaths: new Set(),
    objectPaths: new Set(),
    names: new Set(),
    pathsOf: new Map(),
    pathsOfType: (type) => {
      const found = new Set<string>();
      for (const member of plainMembers(type)) byType.get(member)?.forEach((path) => found.add(path));
      const element = found.size === 0 ? elementOf(type) : undefined;
      // an array of schema objects typed anew (readonly PromoCard[]) is still that list
      if (element) tree.pathsOfType(element).forEach((path) => path.endsWith('[]') && found.add(path.slice(0, -2)));
      return found;
    },
    leavesUnder: (path) =>
      [...tree.leafPaths].filter((leaf) => path === '' || leaf.startsWith(`${path}.`) || leaf.startsWith(`${path}[]`)),
    alias: (type, path) => {
      const key = `${checker.typeToString(type)}@${path}`;
      if (aliased.has(key)) return false;
      aliased.add(key);
      let learnt = false;
      const element = elementOf(type);
      if (element && tree.objectPaths.has(`${path}[]`)) learnt = tree.alias(element, `${path}[]`) || learnt;
      for (const member of objectMembers(type)) {
        const properties = member.getProperties();
        if (properties.some((p) => p.declarations?.some((d) => schemaDeclarations.has(d)))) continue;
        learnt = addTo(byType, member, path) || learnt;
        for (const property of properties) {
          const child = childOf(path, property.name);
          if (!tree.leafPaths.has(child) && !tree.objectPaths.has(child)) continue;
          for (const declaration of property.declarations ?? [])
            learnt = addTo(tree.pathsOf, declaration, child) || learnt;
          if (tree.objectPaths.has(child)) learnt = tree.alias(checker.getTypeOfSymbol(property), child) || learnt;
        }
      }
      return learnt;
    },
  };

  const walk = (type: ts.Type, path: string): void => {
    tree.objectPaths.add(path);
    for (const member of objectMembers(type)) {
      addTo(byType, member, path);
      for (const property of member.getProperties()) {
        const child = childOf(path, property.name);
        tree.names.add(property.name);
        property.declarations?.forEach((declaration) => {
          schemaDeclarations.add(declaration);
          addTo(tree.pathsOf, declaration, child);
        });
        const value = checker.getTypeOfSymbol(property);
        const element = elementOf(value);
        if (element && objectMembers(element).length) {
          tree.objectPaths.add(child);
          plainMembers(value).forEach((member) => addTo(byType, member, child));
          walk(element, `${child}[]`);
        } else if (objectMembers(value).length) walk(value, child);
        else tree.leafPaths.add(child);
      }
    }
  };
  walk(checker.getDeclaredTypeOfSymbol(site), '');
  return tree;
}

/** Each .astro file of src/ as the TSX `astro check` reads, by the name `<file>.astro.tsx`. */
type AstroFiles = Map<string, { code: string; text: string; mappings: ConvertToTsxResult['mappings'] }>;

function astroFiles(root: string): AstroFiles {
  const files: AstroFiles = new Map();
  for (const path of filesUnder(join(root, 'src'), '.astro')) {
    const text = readFileSync(path, 'utf8');
    const { code, mappings } = convertToTsx(text, { filename: path, ambientTypes: true });
    files.set(`${path}.tsx`, { code, text, mappings });
  }
  return files;
}

/** The project's program over src/ and scripts/ (tsconfig.json's options), .astro files included. */
function projectProgram(root: string, astro: AstroFiles): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const rootNames = [
    ...config.fileNames.filter((file) => /^(src|scripts)\//.test(relative(root, file)) || file.endsWith('.d.ts')),
    ...astro.keys(),
  ];
  const options = { ...config.options, noEmit: true };
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const code = astro.get(fileName)?.code;
    return code === undefined
      ? getSourceFile(fileName, language, ...rest)
      : ts.createSourceFile(fileName, code, language, true, ts.ScriptKind.TSX);
  };
  host.fileExists = (fileName) => astro.has(fileName) || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => astro.get(fileName)?.code ?? ts.sys.readFile(fileName);
  return ts.createProgram({ rootNames, options, host });
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
