// Lets plain TypeScript (tsc, the tests) import what the build's compilers make of a file:
// an .astro component, and the URL of an asset imported with `?url`. `astro check` and Vite
// read the files themselves.
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  const component: AstroComponentFactory;
  export default component;
}

declare module '*?url' {
  const href: string;
  export default href;
}
