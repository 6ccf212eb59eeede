type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Lays a tenant file over its template's defaults: objects merge key by key, while
 * arrays and plain values from the tenant replace the default whole (a tenant that
 * sets a menu sets all of it).
 */
export function overlay(defaults: Json, override: Json): Json {
  if (override === undefined) return defaults;
  if (!isPlainObject(defaults) || !isPlainObject(override)) return override;
  const merged: Record<string, Json> = { ...defaults };
  for (const [key, value] of Object.entries(override)) merged[key] = overlay(defaults[key], value);
  return merged;
}
