import type { APIRoute } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import BrandGrid from '../components/header/BrandGrid.astro';
import DrawerNav from '../components/header/DrawerNav.astro';
import ModelsMegaMenu from '../components/header/ModelsMegaMenu.astro';
import { DRAWER_PART, dropdownId, isLazyDropdown, type MenuParts } from '../components/header/lazy-menu-parts.ts';
import { site } from '../tenant/current.ts';
import { headerNav } from '../views/navigation/navigation.ts';
import { navCatalog } from '../views/navigation/nav-catalog.ts';

// The header's long menus, built once per site: every page prefetches this file
// and puts the parts in on the first intent to open a menu (lazy-menus.ts), instead of
// carrying a model range, a brand grid and the drawer's list in its own HTML.
export const GET: APIRoute = async () => {
  const items = headerNav(site, await navCatalog(site));
  const container = await AstroContainer.create();
  const parts: MenuParts = { [DRAWER_PART]: await container.renderToString(DrawerNav, { props: { items } }) };
  for (const [index, item] of items.entries()) {
    if (!isLazyDropdown(item)) continue;
    parts[dropdownId(index)] =
      item.kind === 'models'
        ? await container.renderToString(ModelsMegaMenu, { props: { item } })
        : await container.renderToString(BrandGrid, { props: { item } });
  }
  return new Response(JSON.stringify(parts), { headers: { 'Content-Type': 'application/json' } });
};
