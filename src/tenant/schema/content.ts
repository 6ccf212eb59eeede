import * as v from 'valibot';
import { CAR_TYPES, doc, isoTimestamp, linkTarget, slug } from './fields.ts';

const PopupSchema = v.strictObject({
  title: doc(v.pipe(v.string(), v.nonEmpty()), 'Heading of the popup.'),
  description: v.optional(doc(v.string(), 'Text under the heading.')),
  image: v.optional(doc(v.string(), 'Image path; clicking it follows the link and closes the popup.')),
  imageAlt: v.optional(doc(v.string(), 'What the image shows, for screen readers.')),
  linkTo: doc(linkTarget, 'Where the button and image go.'),
  buttonText: doc(v.pipe(v.string(), v.nonEmpty()), 'Button label.'),
  expiryDate: v.optional(doc(isoTimestamp, 'After this moment the popup is no longer shown.')),
});

const PromoCardSchema = v.strictObject({
  id: doc(slug, 'Unique name of the card.'),
  title: doc(v.pipe(v.string(), v.nonEmpty()), 'Card heading.'),
  text: doc(v.string(), 'Card text.'),
  href: doc(linkTarget, 'Where the card links.'),
  linkText: doc(v.pipe(v.string(), v.nonEmpty()), 'Label of the card’s link.'),
  start: v.optional(doc(isoTimestamp, 'Shown from this moment (absent: always).')),
  expiry: v.optional(doc(isoTimestamp, 'Shown until this moment (absent: always).')),
  position: v.optional(
    doc(
      v.pipe(v.number(), v.integer(), v.minValue(1)),
      'Fixed order among the cards; cards with a position come first.',
    ),
  ),
  display: v.optional(doc(v.array(v.picklist(CAR_TYPES)), 'Shown only when one of these car types is selected.')),
  strictDisplay: v.optional(doc(v.boolean(), 'Shown only when the selected car types match "display" exactly.')),
});

const Section = v.strictObject({
  heading: v.optional(doc(v.string(), 'Section heading.')),
  paragraphs: doc(v.array(v.string()), 'Paragraphs of plain text.'),
});

const StaticPageSchema = v.strictObject({
  slug: doc(slug, 'URL name: the page is published at /pages/{slug}.'),
  title: doc(v.pipe(v.string(), v.nonEmpty()), 'Page title.'),
  description: doc(v.pipe(v.string(), v.nonEmpty()), 'Summary for search engines.'),
  sections: doc(v.array(Section), 'The page content.'),
});

export const ContentSchema = v.strictObject({
  hero: doc(
    v.strictObject({
      title: doc(v.pipe(v.string(), v.nonEmpty()), 'Home page headline.'),
      subtitle: doc(v.string(), 'Line under the headline.'),
    }),
    'The home page hero.',
  ),
  featureBanner: doc(
    v.strictObject({
      offersText: doc(v.string(), 'Description under "Latest offers".'),
      serviceText: doc(v.string(), 'Description under "Book service online".'),
      sellText: doc(v.string(), 'Description under "Sell your car" (default "Get an instant offer in 2 minutes").'),
    }),
    'The three-link feature banner on the home page.',
  ),
  priceSlider: doc(
    v.strictObject({
      min: doc(v.pipe(v.number(), v.minValue(0)), 'Lowest price (default 5000).'),
      max: doc(v.pipe(v.number(), v.minValue(1)), 'Highest price (default 250000).'),
    }),
    'Bounds of the home page price-range slider.',
  ),
  popup: doc(v.nullable(PopupSchema), 'A dismissible promotional popup, or null for none.'),
  promoCards: doc(v.array(PromoCardSchema), 'Promotional cards inserted in search results.'),
  blogCategories: doc(
    v.pipe(
      v.array(
        v.strictObject({
          slug: doc(slug, 'URL name of the category.'),
          name: doc(v.pipe(v.string(), v.nonEmpty()), 'Category name.'),
        }),
      ),
      v.maxLength(5, 'at most 5 categories'),
    ),
    'Blog categories (4 to 5).',
  ),
  pages: doc(v.array(StaticPageSchema), 'Extra pages published at /pages/{slug}.'),
  aboutText: v.optional(doc(v.string(), 'A paragraph about the dealer for the home page and footer.')),
});

export type Popup = v.InferOutput<typeof PopupSchema>;
export type PromoCard = v.InferOutput<typeof PromoCardSchema>;
export type StaticPage = v.InferOutput<typeof StaticPageSchema>;
