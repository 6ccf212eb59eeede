import * as v from 'valibot';
import { doc, isoTimestamp, slug } from './fields.ts';

const Prize = v.strictObject({
  id: doc(slug, 'The prize’s own name in the data, e.g. "free-tint"; never reused for another prize.'),
  name: doc(
    v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)),
    'What the result, the voucher and the dealer’s lead call it, e.g. "Free window tint".',
  ),
  label: doc(
    v.pipe(v.string(), v.nonEmpty(), v.maxLength(16, 'at most 16 characters (it is written across a segment)')),
    'The prize as its segment of the wheel says it, short, e.g. "Free tint".',
  ),
  description: doc(
    v.pipe(v.string(), v.maxLength(300)),
    'What the prize is and how it is claimed, on the voucher e-mail, e.g. "Window tinting on any car bought by 31 January".',
  ),
  stock: doc(
    v.pipe(v.number(), v.integer('a whole number'), v.minValue(0, '0 or more')),
    'How many of this prize the campaign gives away in all; once they are won, no one wins it.',
  ),
  chance: doc(
    v.pipe(v.number(), v.gtValue(0, 'more than 0'), v.maxValue(1, 'at most 1')),
    'The chance of a spin winning it while in stock, e.g. 0.05 (1 in 20). The chances of all prizes add up to 1 at most; the rest wins nothing.',
  ),
});

const Campaign = v.pipe(
  v.strictObject({
    id: doc(slug, 'The campaign’s own name in the data, e.g. "summer-2026": one spin per shopper per campaign.'),
    title: doc(
      v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
      'The page’s heading, e.g. "Spin to win this summer".',
    ),
    starts: doc(isoTimestamp, 'When spinning opens, with its offset, e.g. "2026-12-01T09:00+11:00".'),
    ends: doc(isoTimestamp, 'When spinning closes, with its offset, e.g. "2027-01-31T23:59+11:00".'),
    terms: doc(
      v.pipe(v.string(), v.nonEmpty(), v.maxLength(4000)),
      'The campaign’s terms and conditions, shown on the page under the wheel (blank lines separate paragraphs).',
    ),
    prizes: doc(
      v.pipe(
        v.array(Prize),
        v.minLength(1, 'at least one prize'),
        v.maxLength(12, 'at most 12 prizes (the wheel’s segments)'),
        v.check((prizes) => new Set(prizes.map((p) => p.id)).size === prizes.length, 'each prize id once'),
        v.check(
          (prizes) => prizes.reduce((sum, p) => sum + p.chance, 0) <= 1 + 1e-9,
          'prize chances that add up to 1 at most',
        ),
      ),
      'The prizes, in the order the wheel shows them.',
    ),
  }),
  v.check((c) => Date.parse(c.starts) < Date.parse(c.ends), 'ends after starts'),
);

/**
 * /spin-to-win (spec §2, a gated feature: features.signIn.spinToWin): the promotions this
 * site runs. One campaign is open at a time; the page shows the one open now, else the next.
 */
export const SpinToWinSchema = v.strictObject({
  campaigns: doc(
    v.pipe(
      v.array(Campaign),
      v.minLength(1, 'at least one campaign'),
      v.check((list) => new Set(list.map((c) => c.id)).size === list.length, 'each campaign id once'),
      v.check((list) => {
        const sorted = [...list].sort((a, b) => Date.parse(a.starts) - Date.parse(b.starts));
        return sorted.every((c, i) => i === 0 || Date.parse(c.starts) >= Date.parse(sorted[i - 1]!.ends));
      }, 'campaigns that do not overlap in time'),
    ),
    'The site’s spin-to-win campaigns.',
  ),
});

export type SpinToWin = v.InferOutput<typeof SpinToWinSchema>;
