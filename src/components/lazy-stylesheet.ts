// Style sheets of parts a page shows only after a shopper asks (a lead form in a dialog, the
// long menus): fetched with those parts, not inlined into every page. `style-src 'self'`
// allows them without a hash, and their hashed /_astro/ names are cached for good.

const loading = new Map<string, Promise<void>>();

/** Adds the style sheet at `href` to the page once; resolves when it applies. */
export function loadStylesheet(href: string): Promise<void> {
  let loaded = loading.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          // the next ask tries again
          link.remove();
          loading.delete(href);
          reject(new Error(`${href} did not load`));
        },
        { once: true },
      );
      document.head.append(link);
    });
    loading.set(href, loaded);
  }
  return loaded;
}
