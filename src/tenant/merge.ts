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
  for (const [key, value] of Object.entries(override)) {
    // JSON.parse keeps "__proto__" as an own key: defining it (rather than assigning) keeps it
    // a plain field the schema reports as unknown, instead of a prototype lending fields
    const base = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
    Object.defineProperty(merged, key, {
      value: overlay(base, value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}
