import * as v from 'valibot';
import { ContentSchema } from './content.ts';
import { DealerApiSchema } from './dealer-api.ts';
import { DealershipSchema, PhoneNumbersSchema } from './dealerships.ts';
import { FeaturesSchema } from './features.ts';
import { australianPhone, doc, email, environmentVariable, httpUrl, slug } from './fields.ts';
import { FinanceSchema } from './finance.ts';
import { FormsSchema } from './forms.ts';
import { ImagesSchema } from './images.ts';
import { LocationSchema } from './locations.ts';
import { PublishSchema } from './publish.ts';
import { OnlinePaymentSchema } from './online-payment.ts';
import { PurchaseSchema } from './purchase.ts';
import { FooterGroupSchema, MenuItemSchema } from './menus.ts';
import { SearchSchema } from './search.ts';
import { SpinToWinSchema } from './spin-to-win.ts';
import { StockSchema } from './stock.ts';
import { ThemeSchema } from './theme.ts';
import { VehiclePageSchema } from './vehicle-page.ts';

export const TEMPLATES = ['toyota', 'multi-brand', 'online-retailer', 'leisure'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

const Inventory = v.variant('source', [
  v.strictObject({
    source: doc(v.literal('generated'), 'Demo stock from the seeded generator (same seed, same stock).'),
    seed: doc(v.pipe(v.number(), v.integer()), 'Generator seed.'),
    count: doc(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20000)), 'How many cars to generate.'),
    carTypes: doc(v.array(v.picklist(['new', 'demo', 'used'])), 'Which car types the stock holds.'),
    vehicleKinds: v.optional(
      doc(v.array(v.picklist(['car', 'motorcycle', 'caravan'])), 'Kinds of vehicle in stock (default cars only).'),
    ),
    makes: v.optional(doc(v.array(v.string()), 'Makes of new and demo stock (default: the dealerships’ makes).')),
    photoless: v.optional(
      doc(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 'Share of cars without photos, 0 to 1.'),
    ),
  }),
  v.strictObject({
    source: doc(v.literal('file'), 'Stock from a JSON feed file (an array of cars, spec §3 Car).'),
    path: doc(v.pipe(v.string(), v.nonEmpty()), 'Path of the feed, relative to the tenant folder.'),
  }),
  v.strictObject({
    source: doc(
      v.literal('url'),
      'Stock from a JSON feed the dealer system publishes over HTTP(S) (an array of cars, spec §3 Car): read by every build and, for the vehicle pages’ live data, by the API wherever it runs.',
    ),
    url: doc(httpUrl, 'The feed’s address.'),
    authorizationEnv: v.optional(
      doc(
        environmentVariable,
        'The environment variable holding the Authorization header the feed asks for (e.g. "Bearer …"); it is a secret, so never in this file.',
      ),
    ),
  }),
]);

export const SiteSchema = v.strictObject({
  $schema: v.optional(doc(v.string(), 'The JSON Schema that gives editors completion: "../site.schema.json".')),
  slug: doc(slug, 'The tenant’s name; it must equal the folder name under tenants/.'),
  template: doc(v.picklist(TEMPLATES), 'The template whose defaults this site starts from.'),
  id: doc(v.pipe(v.number(), v.integer(), v.minValue(1)), 'Website id in the dealer system.'),
  name: doc(v.pipe(v.string(), v.nonEmpty()), 'Dealer or group name shown across the site.'),
  domain: doc(httpUrl, 'Production origin of the site, used for canonical URLs and the sitemap.'),
  manufacturer: doc(
    v.nullable(v.string()),
    'The single franchise of a brand site (e.g. "Toyota"), or null for groups.',
  ),
  tagline: v.optional(doc(v.string(), 'Short line under the dealer name.')),
  contact: doc(
    v.strictObject({
      phone: doc(australianPhone, 'Main phone number.'),
      email: doc(email, 'Main e-mail address.'),
    }),
    'Main contact details.',
  ),
  dealerships: doc(
    v.pipe(v.array(DealershipSchema), v.minLength(1, 'at least one dealership')),
    'The dealerships of the group.',
  ),
  locations: doc(
    v.pipe(v.array(LocationSchema), v.minLength(1, 'at least one location')),
    'Every location (sales, service, parts).',
  ),
  baseDomain: doc(
    v.nullable(httpUrl),
    'Toyota dealer base domain; when set, Sell My Car and service booking go to the dealer’s external pages.',
  ),
  routes: doc(
    v.strictObject({
      serviceBooking: doc(
        v.picklist(['/service', '/genuine-service']),
        'Service booking page used when no base domain is set.',
      ),
      finance: doc(
        v.strictObject({
          path: doc(
            v.picklist(['/finance', '/finance-enquiry', '/apply-for-finance', '/car-finance/']),
            'The finance link of the site.',
          ),
          label: doc(v.pipe(v.string(), v.nonEmpty()), 'Label of the finance button, e.g. "Finance Enquiry".'),
        }),
        'The finance link and button.',
      ),
      modelPrefix: doc(
        v.pipe(v.string(), v.regex(/^([a-z0-9]+-)?$/, 'empty or a slug prefix ending in -, e.g. "toyota-"')),
        'Prefix of model page URLs, e.g. "toyota-" gives /toyota-rav4.',
      ),
    }),
    'Per-site variants of the routes (spec §2).',
  ),
  locationUrlForm: doc(v.picklist(['/contact-us/{slug}', '/our-location/{slug}']), 'The URL form of location pages.'),
  complaints: v.optional(
    doc(
      v.strictObject({
        contact: doc(v.pipe(v.string(), v.nonEmpty()), 'Who handles complaints, e.g. "Customer Relations Manager".'),
        email: doc(email, 'Where complaints go.'),
        phone: v.optional(doc(australianPhone, 'Complaints phone number (default: the main number).')),
      }),
      'Complaint handling contact (the complaints page).',
    ),
  ),
  social: doc(
    v.strictObject({
      facebook: v.optional(doc(httpUrl, 'Facebook page.')),
      instagram: v.optional(doc(httpUrl, 'Instagram profile.')),
      youtube: v.optional(doc(httpUrl, 'YouTube channel.')),
      linkedin: v.optional(doc(httpUrl, 'LinkedIn page.')),
      tiktok: v.optional(doc(httpUrl, 'TikTok profile.')),
    }),
    'Social links for the footer.',
  ),
  phoneNumbers: doc(
    PhoneNumbersSchema,
    'Site-wide phone numbers chosen per car (spec §4); a dealership that sets its own phoneNumbers uses those instead.',
  ),
  reviews: doc(
    v.strictObject({
      minimumRating: doc(
        v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
        'Reviews below this rating are not shown (default 4).',
      ),
      quantity: doc(v.pipe(v.number(), v.integer(), v.minValue(0)), 'How many reviews to show (default 12).'),
    }),
    'Review display settings.',
  ),
  features: doc(FeaturesSchema, 'Feature switches; the template gives defaults.'),
  stock: doc(StockSchema, 'What the site calls its stock and the texts that name it; the spec’s car texts by default.'),
  search: doc(SearchSchema, 'Stock search settings.'),
  vehiclePage: doc(VehiclePageSchema, 'The vehicle page’s sections and buttons (spec §2 Vehicle page).'),
  images: doc(ImagesSchema, 'Where the site’s photos come from (spec §7 image CDN).'),
  tags: doc(
    v.strictObject({
      electricHybrid: doc(
        v.nullable(v.string()),
        'Tag text for electric and hybrid cars (e.g. "Hybrid"), or null for none.',
      ),
      sold: doc(v.pipe(v.string(), v.nonEmpty()), 'Tag on sold cars (default "JUST SOLD").'),
      new: doc(v.pipe(v.string(), v.nonEmpty()), 'Tag on cars listed in the last 8 days (default "New").'),
      certifiedImage: doc(v.boolean(), 'Show the certified image as the tag on certified cars.'),
      showTags: doc(v.boolean(), 'Show tag banners on cards.'),
      showBadges: doc(v.boolean(), 'Show badges (below market price, certified) on cards.'),
    }),
    'Car tags and badges (spec §4 tag precedence).',
  ),
  noPriceText: doc(v.pipe(v.string(), v.nonEmpty()), 'Shown when a car has no price (default "Enquire for price.").'),
  finance: doc(FinanceSchema, 'Finance provider and calculator settings.'),
  forms: doc(FormsSchema, 'Per-site variants of the lead forms (spec §5); the template gives defaults.'),
  theme: doc(ThemeSchema, 'Colours, logo and font.'),
  header: doc(
    v.strictObject({
      style: doc(v.picklist(['toyota', 'generic']), 'Header layout: the Toyota dealer header or the generic one.'),
      menu: doc(v.array(MenuItemSchema), 'Header menu items, in order.'),
    }),
    'The site header.',
  ),
  footer: doc(
    v.strictObject({
      groups: doc(v.array(FooterGroupSchema), 'Footer link groups, in order.'),
      legal: doc(v.string(), 'Legal line; {year} and {dealer} are replaced.'),
    }),
    'The site footer.',
  ),
  content: doc(ContentSchema, 'Marketing content: hero, banners, popup, promo cards, blog, pages.'),
  inventory: doc(Inventory, 'Where the stock comes from.'),
  purchase: v.optional(
    doc(
      PurchaseSchema,
      'The online purchase’s drive-away costs and home delivery (where features.onlineBuying sells online).',
    ),
  ),
  dealerApi: v.optional(
    doc(
      DealerApiSchema,
      'The dealer’s API (payment requests, purchase journeys) and the variable of its key. Needed where the site sells online (features.onlineBuying) or takes online payments; absent elsewhere.',
    ),
  ),
  onlinePayment: v.optional(
    doc(
      OnlinePaymentSchema,
      'Online payment of the dealer’s payment requests at /online-payment: the largest amount and how long a link lasts (features.signIn.onlinePayment says whether it needs sign-in); the dealer creates requests with the key of dealerApi. Absent: the site takes no online payments and builds no page for them.',
    ),
  ),
  spinToWin: v.optional(
    doc(
      SpinToWinSchema,
      'The /spin-to-win promotion: its campaigns, prizes, odds and terms (features.signIn.spinToWin says whether it needs sign-in). Absent: the site runs none and builds no page for it.',
    ),
  ),
  publish: v.optional(doc(PublishSchema, 'Where `npm run publish` uploads the built site (a bucket behind the CDN).')),
});

export type Site = v.InferOutput<typeof SiteSchema>;
