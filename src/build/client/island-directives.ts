import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate right after the page's first paint (src/build/client/after-paint-directive.ts). */
    'client:afterpaint'?: boolean;
    /**
     * Hydrate at the shopper's first move on the island, or after the first paint when the
     * address carries one of the query parameters named (src/build/client/intent-directive.ts).
     */
    'client:intent'?: string;
  }
}

/** Adds `client:afterpaint` and `client:intent` to the build. */
export function islandDirectivesIntegration(): AstroIntegration {
  return {
    name: 'island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // each entrypoint written out as a URL of its own, so that the dead-code check follows it
        addClientDirective({
          name: 'afterpaint',
          entrypoint: new URL('./after-paint-directive.ts', import.meta.url).pathname,
        });
        addClientDirective({ name: 'intent', entrypoint: new URL('./intent-directive.ts', import.meta.url).pathname });
      },
    },
  };
}
