import { LAZY_MENU_ATTRIBUTE, MENU_FILE_ATTRIBUTE, type MenuFile, type MenuParts } from './lazy-menu-parts.ts';
import { wireModelsTabs } from './models-tabs.ts';
import { loadStylesheet } from '../lazy-stylesheet.ts';

// The long menus (a make's models, a group's brands, the phone drawer's list) come from
// /site-menus.json rather than every page's HTML: prefetched by the page (BaseLayout), put into the
// page on the first intent to open one (header-menus.ts), so neither the first paint nor the
// page's main thread pays for them.

let parts: Promise<MenuParts> | null = null;
let filled: Promise<void> | null = null;

/** The address of a file the page prefetches for its menus. */
function menuFile(file: MenuFile): string {
  const link = document.querySelector<HTMLLinkElement>(`link[${MENU_FILE_ATTRIBUTE}="${file}"]`);
  if (!link) throw new Error(`The page names no menu ${file} file`);
  return link.href;
}

function fetchParts(): Promise<MenuParts> {
  // a page without the link fails like a failed fetch: the drawer says so
  parts ??= Promise.resolve()
    .then(() => fetch(menuFile('parts')))
    .then((response) => {
      if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
      return response.json() as Promise<MenuParts>;
    })
    .catch((error: unknown) => {
      // the next intent asks again
      parts = null;
      throw error;
    });
  return parts;
}

function fill(loaded: MenuParts): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${LAZY_MENU_ATTRIBUTE}]`)) {
    const html = loaded[element.getAttribute(LAZY_MENU_ATTRIBUTE) ?? ''];
    if (html === undefined) continue;
    element.innerHTML = html;
    element.removeAttribute(LAZY_MENU_ATTRIBUTE);
    wireModelsTabs(element);
  }
}

/** Puts the long menus into the page, once; after a failure the next call tries again. */
export function loadMenus(): Promise<void> {
  filled ??= Promise.all([fetchParts(), Promise.resolve().then(() => loadStylesheet(menuFile('styles')))]).then(
    ([loaded]) => fill(loaded),
    (error: unknown) => {
      filled = null;
      throw error;
    },
  );
  return filled;
}
