import * as v from 'valibot';
import { cssColour, doc } from './fields.ts';

const FONT_STACKS = ['system', 'humanist', 'geometric', 'serif'] as const;

export const ThemeSchema = v.strictObject({
  colours: doc(
    v.strictObject({
      primary: doc(cssColour, 'Brand colour for buttons and links (white text must read on it: contrast 4.5:1).'),
      primaryDark: doc(cssColour, 'Darker brand shade for hover and the header bar.'),
      accent: doc(cssColour, 'Accent colour for highlights (dark text must read on it).'),
      text: doc(cssColour, 'Body text colour.'),
      background: doc(cssColour, 'Page background colour.'),
      surface: doc(cssColour, 'Background of cards and panels.'),
      success: doc(cssColour, 'Success colour (reserve buttons).'),
    }),
    'Theme colours.',
  ),
  logo: doc(
    v.strictObject({
      text: doc(v.pipe(v.string(), v.nonEmpty()), 'Wordmark text drawn as the logo when no image is given.'),
      src: v.optional(doc(v.string(), 'Logo image under tenants/<slug>/public, e.g. /logo.svg.')),
      width: v.optional(doc(v.pipe(v.number(), v.integer(), v.minValue(1)), 'Logo width in px.')),
      height: v.optional(doc(v.pipe(v.number(), v.integer(), v.minValue(1)), 'Logo height in px.')),
    }),
    'The site logo.',
  ),
  font: doc(
    v.picklist(FONT_STACKS),
    'Font: "system" (the device’s own, nothing to download) or a web font the site serves itself: "humanist" Source Sans 3, "geometric" Montserrat, "serif" Source Serif 4.',
  ),
  radius: doc(v.pipe(v.number(), v.minValue(0), v.maxValue(24)), 'Corner radius of buttons and cards, px.'),
});
