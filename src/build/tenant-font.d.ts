// The module src/build/theme-stylesheet.ts gives the layout: the tenant's font file to preload.
declare module 'virtual:tenant-font' {
  /** The hashed URL of the woff2 the page uses above the fold, or null for a system font stack. */
  export const tenantFontHref: string | null;
}
