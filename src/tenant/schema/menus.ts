import * as v from 'valibot';
import { doc, linkTarget } from './fields.ts';

/**
 * A menu entry either links somewhere or names a route of the routes module, so the
 * URL follows the site's settings (e.g. Sell My Car goes to the dealer's external page
 * when a base domain is set).
 */
const ROUTE_NAMES = [
  'home',
  'search',
  'newCars',
  'usedCars',
  'demoCars',
  'models',
  'specialOffers',
  'sellMyCar',
  'serviceBooking',
  'genuineService',
  'warranty',
  'roadsideAssist',
  'parts',
  'aboutUs',
  'contact',
  'fleet',
  'terms',
  'privacy',
  'complaintsHeader',
  'complaintsFooter',
  'finance',
  'testDrive',
  'toyotaHybrids',
  'blog',
  'locations',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

const MenuLink = v.strictObject({
  label: doc(v.pipe(v.string(), v.nonEmpty()), 'Text of the link.'),
  href: v.optional(doc(linkTarget, 'A path on the site or an absolute URL.')),
  route: v.optional(doc(v.picklist(ROUTE_NAMES), 'A named route of the site (used when href is absent).')),
});

export const MenuItemSchema = v.strictObject({
  label: doc(v.pipe(v.string(), v.nonEmpty()), 'Text of the menu item.'),
  kind: v.optional(
    doc(
      v.picklist(['link', 'group', 'models', 'stock', 'brands']),
      'link (default); group (a dropdown of "items"); models (the new-model mega menu); stock (the stock dropdown); brands (the brand logo mega menu).',
    ),
  ),
  href: v.optional(doc(linkTarget, 'A path on the site or an absolute URL.')),
  route: v.optional(doc(v.picklist(ROUTE_NAMES), 'A named route of the site (used when href is absent).')),
  items: v.optional(doc(v.array(MenuLink), 'The dropdown entries of a group.')),
});

export const FooterGroupSchema = v.strictObject({
  title: doc(v.pipe(v.string(), v.nonEmpty()), 'Heading of the group; {dealer} is replaced by the site name.'),
  hideOnSmallScreens: v.optional(doc(v.boolean(), 'Hide this group on small screens.')),
  items: doc(v.array(MenuLink), 'Links in the group, in order.'),
});

export type MenuItem = v.InferOutput<typeof MenuItemSchema>;
type MenuLink = v.InferOutput<typeof MenuLink>;
export type FooterGroup = v.InferOutput<typeof FooterGroupSchema>;
