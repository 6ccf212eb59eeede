import type { Site } from '../../tenant/schema/site.ts';
import { deliveryContext, type DeliveryContext } from '../delivery/lead.ts';
import type { DealershipTargets, DeliveryTarget, TargetProblem, TargetResolver } from './targets.ts';

/** The sender of a site's lead e-mails: leads@ its own domain, so the CRM can trust and filter on it. */
function leadSender(site: Site): string {
  return `leads@${new URL(site.domain).hostname.replace(/^www\./, '')}`;
}

/**
 * The delivery targets of each tenant's dealerships from their site.json (`leadDelivery`):
 * the ADF e-mail always (the CRM address, else the dealership's own), the webhook when
 * configured. A webhook whose secret is missing from `env` is reported as a problem, so its
 * jobs wait and park rather than go out unsigned.
 */
export function siteTargetResolver(sites: readonly Site[], env: NodeJS.ProcessEnv = process.env): TargetResolver {
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  return (tenant, dealershipSlug) => {
    const site = bySlug.get(tenant);
    if (!site) return null;
    const dealership = site.dealerships.find((d) => d.slug === dealershipSlug) ?? site.dealerships[0];
    if (!dealership) return null;
    const targets: DeliveryTarget[] = [
      { kind: 'email', to: dealership.leadDelivery?.email ?? dealership.email, from: leadSender(site) },
    ];
    const problems: TargetProblem[] = [];
    const webhook = dealership.leadDelivery?.webhook;
    if (webhook) {
      const secret = env[webhook.secretEnv];
      if (secret) targets.push({ kind: 'webhook', url: webhook.url, secret });
      else problems.push({ kind: 'webhook', reason: `the signing secret ${webhook.secretEnv} is not set` });
    }
    return { targets, problems } satisfies DealershipTargets;
  };
}

/** The ADF vendor and provider of a tenant's lead; null when the tenant is no longer served. */
export function siteContexts(
  sites: readonly Site[],
): (tenant: string, dealershipSlug: string | null) => DeliveryContext | null {
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  return (tenant, dealershipSlug) => {
    const site = bySlug.get(tenant);
    return site ? deliveryContext(site, dealershipSlug) : null;
  };
}
