/** A tenant the local server can route to. */
export interface ServedTenant {
  slug: string;
  name: string;
  /** Production host names from site.json `domain` (with and without `www.`). */
  domains: string[];
  /**
   * Also served at `<slug>.localhost` (any port, http or https): true only for the
   * development servers in scripts/, never in a deployment, where such an Origin or Host
   * could come from any machine's own loopback.
   */
  servedLocally?: boolean;
}

export type HostMatch<T extends ServedTenant = ServedTenant> =
  | { kind: 'tenant'; tenant: T }
  /** localhost, 127.0.0.1 or ::1 with no tenant label: the tenant index. */
  | { kind: 'bare' }
  | { kind: 'unknown'; hostname: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '']);

/** `Harbourside-Toyota.localhost:4321` → { hostname: 'harbourside-toyota.localhost', port: 4321 }. */
export function parseHost(header: string | undefined): { hostname: string; port: number | undefined } {
  const value = (header ?? '').trim().toLowerCase();
  const ipv6 = /^\[([^\]]*)\](?::(\d+))?$/.exec(value);
  const [, hostname = '', port] = ipv6 ?? /^([^:]*)(?::(\d+))?$/.exec(value) ?? [];
  return { hostname: hostname.replace(/\.$/, ''), port: port ? Number(port) : undefined };
}

/** The host names a production domain answers to: `www.x.com.au` and `x.com.au`. */
export function domainHostnames(domain: string): string[] {
  let hostname: string;
  try {
    hostname = new URL(domain).hostname.toLowerCase();
  } catch {
    return [];
  }
  return hostname.startsWith('www.') ? [hostname, hostname.slice(4)] : [hostname, `www.${hostname}`];
}

/**
 * Chooses the tenant from a Host header: a production host name, or `<slug>.localhost[:port]`
 * for a tenant served locally.
 */
export function matchHost<T extends ServedTenant>(header: string | undefined, tenants: readonly T[]): HostMatch<T> {
  const { hostname } = parseHost(header);
  if (LOOPBACK.has(hostname)) return { kind: 'bare' };
  if (hostname.endsWith('.localhost')) {
    const slug = hostname.slice(0, -'.localhost'.length);
    const tenant = tenants.find((t) => t.slug === slug && t.servedLocally);
    return tenant ? { kind: 'tenant', tenant } : { kind: 'unknown', hostname };
  }
  const tenant = tenants.find((t) => t.domains.includes(hostname));
  return tenant ? { kind: 'tenant', tenant } : { kind: 'unknown', hostname };
}

export function tenantUrl(slug: string, port: number): string {
  return `http://${slug}.localhost:${port}/`;
}
