import { imageCdnOrigin } from '../domain/images/image-cdn.ts';
import type { Site } from '../tenant/schema/site.ts';

/** Origins the tenant's config makes the browser load from, whatever its pages' HTML says. */
export interface ConfiguredOrigins {
  /** Its Typesense nodes. */
  connectOrigins: string[];
  /** Its image CDN: the print sheet sets a photo's source from script. */
  imageOrigins: string[];
}

export function configuredOrigins(site: Site): ConfiguredOrigins {
  const cdn = imageCdnOrigin(site.images.cdn);
  return {
    connectOrigins:
      site.search.engine.kind === 'typesense' ? site.search.engine.nodes.map((url) => new URL(url).origin) : [],
    imageOrigins: cdn ? [cdn] : [],
  };
}
