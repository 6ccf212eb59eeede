import { toJsonSchema } from '@valibot/to-json-schema';
import { PLANNED } from '../planned.ts';
import { SiteSchema } from './schema/site.ts';
import { BASE_DEFAULTS } from './templates.ts';

type JsonSchemaNode = {
  type?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  description?: string;
  [key: string]: unknown;
};

/**
 * The schema an editor sees describes site.json before the template defaults are laid
 * under it, so a field that the templates fill is optional there.
 */
function relaxDefaulted(node: JsonSchemaNode, defaults: unknown): void {
  if (!node.properties || typeof defaults !== 'object' || defaults === null || Array.isArray(defaults)) return;
  const defaulted = defaults as Record<string, unknown>;
  for (const [key, child] of Object.entries(node.properties)) relaxDefaulted(child, defaulted[key]);
  // a defaulted object stays required while it still has fields the file must give
  const fillable = (key: string) => key in defaulted && !node.properties?.[key]?.required;
  if (node.required) {
    node.required = node.required.filter((key) => !fillable(key));
    if (node.required.length === 0) delete node.required;
  }
}

/** The node and the options of a union or variant it stands for. */
function alternatives(node: JsonSchemaNode): JsonSchemaNode[] {
  return [node, ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap(alternatives)];
}

/**
 * The JSON Schema nodes of a site schema leaf named as in PLANNED: `features.compare`,
 * `locations[].reviews.count` (each option of a variant holds its own copy of a field).
 */
function jsonSchemaNodesAt(schema: JsonSchemaNode, path: string): JsonSchemaNode[] {
  const present = (node: JsonSchemaNode | undefined): JsonSchemaNode[] => (node ? [node] : []);
  let nodes = [schema];
  for (const step of path.split('.')) {
    const [key = '', ...items] = step.split('[]');
    nodes = nodes.flatMap(alternatives).flatMap((node) => present(node.properties?.[key]));
    for (let i = 0; i < items.length; i++) nodes = nodes.flatMap(alternatives).flatMap((node) => present(node.items));
  }
  return nodes;
}

/** The short name of a capability: its words before the first ':' or '('. */
function capabilityName(capability: string): string {
  return /^[^:(]*/.exec(capability)?.[0].trim() ?? capability;
}

/**
 * A switch no code reads yet (src/planned.ts) says so on hover, with the capability that
 * will read it, so the editor knows that setting it changes nothing today.
 */
function markPlanned(schema: JsonSchemaNode): void {
  for (const { capability, switches } of PLANNED) {
    for (const path of switches) {
      for (const node of jsonSchemaNodesAt(schema, path)) {
        node.description = `Planned (${capabilityName(capability)}), not used yet: ${node.description ?? ''}`;
      }
    }
  }
}

export function siteJsonSchema(): object {
  // a copy without shared nodes: a field's description is changed in one place only
  const schema = JSON.parse(JSON.stringify(toJsonSchema(SiteSchema, { errorMode: 'ignore' }))) as JsonSchemaNode;
  relaxDefaulted(schema, BASE_DEFAULTS);
  markPlanned(schema);
  return {
    ...schema,
    $id: 'https://dealer-sites.local/site.schema.json',
    title: 'Dealer website configuration (tenants/<slug>/site.json)',
  };
}
