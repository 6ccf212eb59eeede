import { toJsonSchema } from '@valibot/to-json-schema';
import { SiteSchema } from './schema/site.ts';
import { BASE_DEFAULTS } from './templates.ts';

type JsonSchemaNode = {
  type?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
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

export function siteJsonSchema(): object {
  const schema = toJsonSchema(SiteSchema, { errorMode: 'ignore' }) as JsonSchemaNode;
  relaxDefaulted(schema, BASE_DEFAULTS);
  return {
    ...schema,
    $id: 'https://dealer-sites.local/site.schema.json',
    title: 'Dealer website configuration (tenants/<slug>/site.json)',
  };
}
