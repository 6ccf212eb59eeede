import type { NavItem } from '../../views/navigation/navigation.ts';

// What the pages and /site-menus.json agree on: which menus arrive later, and by what names.

/** Marks an element whose content /site-menus.json holds under the attribute's value. */
export const LAZY_MENU_ATTRIBUTE = 'data-lazy-menu';

/**
 * Names the page's prefetch links (BaseLayout) of what the menus load: the parts file and
 * their styles. The loader reads the addresses there, so it carries neither the routes module
 * nor the styles' hashed name in every page's first script.
 */
export const MENU_FILE_ATTRIBUTE = 'data-menu-file';

export type MenuFile = 'parts' | 'styles';

/** The drawer's list, under this name in /site-menus.json. */
export const DRAWER_PART = 'drawer';

/** /site-menus.json: each lazy menu's HTML by name. */
export type MenuParts = Record<string, string>;

export function dropdownId(index: number): string {
  return `menu-${index}`;
}

/**
 * A dropdown whose content is too long for every page (a make's model range with images, a
 * group's brand logos) arrives with the drawer; short link lists stay in the page, where they
 * open on hover without scripts.
 */
export function isLazyDropdown(item: NavItem): item is Extract<NavItem, { kind: 'models' | 'brands' }> {
  return item.kind === 'models' || item.kind === 'brands';
}
