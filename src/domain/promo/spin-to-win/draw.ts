/** What the draw reads of a prize: its id and its chance of being won on a spin. */
interface Chance {
  id: string;
  chance: number;
}

/**
 * The draw of one spin, from `value`, a uniform random number in [0, 1) (the server's CSPRNG).
 * The prizes take consecutive spans of [0, 1) in their order, each as wide as its chance; the
 * rest of the range wins nothing. A prize `inStock` says is gone keeps its span, which then
 * wins nothing: its chance goes to 'no prize', never to another prize, so every chance the
 * page publishes holds however many prizes are left.
 */
export function drawPrize<P extends Chance>(
  value: number,
  prizes: readonly P[],
  inStock: (prize: P) => boolean,
): P | null {
  if (!(value >= 0 && value < 1)) throw new RangeError(`A draw needs a value in [0, 1), received ${value}`);
  let end = 0;
  for (const prize of prizes) {
    end += prize.chance;
    if (value < end) return inStock(prize) ? prize : null;
  }
  return null;
}

/** The chance a spin wins nothing while every prize is in stock: what the prizes' chances leave. */
export function noPrizeChance(prizes: readonly Chance[]): number {
  const total = prizes.reduce((sum, prize) => sum + prize.chance, 0);
  // the schema allows a hair over 1 for decimal sums such as 0.1 + 0.2 + 0.7
  return Math.max(0, Number((1 - total).toFixed(12)));
}

const PERCENT = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/**
 * A chance as the page publishes it: '1 in 20 (5%)' when it is one in a whole number, else
 * the percentage alone ('30%', '33.33%'), so a shopper never reads odds rounded in their favour.
 */
export function oddsText(chance: number): string {
  const percent = `${PERCENT.format(chance * 100)}%`;
  const oneIn = 1 / chance;
  const whole = Math.round(oneIn);
  return whole > 1 && Math.abs(oneIn - whole) < 1e-9 ? `1 in ${WHOLE.format(whole)} (${percent})` : percent;
}
