/**
 * spec §5 "Money input quick picks": $5,000 to $70,000, or $300,000 to $800,000 on one
 * site variant. The spec gives only the ends of the high variant; it steps by $100,000.
 */
const FINANCE_QUICK_PICKS = {
  standard: [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000],
  high: [300000, 400000, 500000, 600000, 700000, 800000],
} as const satisfies Record<string, readonly number[]>;

export type QuickPickRange = keyof typeof FINANCE_QUICK_PICKS;

/** The amounts a money input offers, for the set a site's config names (forms.moneyQuickPicks). */
export function moneyQuickPicks(range: QuickPickRange): readonly number[] {
  return FINANCE_QUICK_PICKS[range];
}
