import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate right after the page's first paint (src/build/client/after-paint-directive.ts). */
    'client:afterpaint'?: boolean;
  }
}

/** Adds `client:afterpaint` to the build. */
export function afterPaintDirectiveIntegration(): AstroIntegration {
  return {
    name: 'after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'afterpaint',
          entrypoint: new URL('./after-paint-directive.ts', import.meta.url).pathname,
        });
      },
    },
  };
}
