import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate at the shopper's first move on the island, or after the first paint when the
     * address carries one of the query parameters named or the browser holds one of the
     * `stored:<key>` localStorage keys named (src/build/client/intent-directive.ts).
     */
    'client:intent'?: string;
  }
}

/** Adds `client:intent` to the build. */
export function islandDirectivesIntegration(): AstroIntegration {
  return {
    name: 'island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        // the entrypoint written out as a URL of its own, so that the dead-code check follows it
        addClientDirective({ name: 'intent', entrypoint: new URL('./intent-directive.ts', import.meta.url).pathname });
      },
    },
  };
}
