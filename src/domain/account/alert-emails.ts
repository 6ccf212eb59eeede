import { formatKilometres } from '../format.ts';

/** One car in an alert e-mail, as the site shows it. */
export interface AlertCar {
  name: string;
  /** The price as the site displays it (priceDisplay's text). */
  price: string;
  km: number | null;
  location: string;
  url: string;
}

/** A price drop of a watched car. */
export interface AlertPriceDrop extends AlertCar {
  /** The price before the drop, displayed. */
  was: string;
}

export interface AlertEmailText {
  subject: string;
  text: string;
}

const SUBJECT_LABEL_LENGTH = 80;

const shortLabel = (label: string) =>
  label.length > SUBJECT_LABEL_LENGTH ? `${label.slice(0, SUBJECT_LABEL_LENGTH - 1)}…` : label;

function carLines(car: AlertCar): string[] {
  const facts = [car.price, car.km === null ? null : formatKilometres(car.km), car.location].filter(Boolean);
  return [car.name, facts.join(' · '), car.url];
}

function footer(siteName: string, why: string, unsubscribeUrl: string): string[] {
  return ['', '--', `${why} To stop these e-mails: ${unsubscribeUrl}`, siteName];
}

/** The e-mail that asks a shopper to confirm their alert address. */
export function confirmAddressEmail(siteName: string, confirmUrl: string, hours: number): AlertEmailText {
  return {
    subject: `Confirm your e-mail address for ${siteName} alerts`,
    text: [
      'Hello,',
      '',
      `Please confirm this e-mail address to receive the alerts you asked for on ${siteName}:`,
      confirmUrl,
      '',
      `The link works for ${hours} hours. If you did not ask for alerts, ignore this e-mail and nothing will be sent.`,
      '',
      siteName,
    ].join('\n'),
  };
}

/** The alert of a saved search's new matching cars: the first `shown` named, the rest counted. */
export function newMatchesEmail(input: {
  siteName: string;
  label: string;
  searchUrl: string;
  cars: readonly AlertCar[];
  shown: number;
  unsubscribeUrl: string;
}): AlertEmailText {
  const { cars } = input;
  const named = cars.slice(0, input.shown);
  const more = cars.length - named.length;
  const subject =
    cars.length === 1
      ? `New match for your saved search: ${shortLabel(input.label)}`
      : `${cars.length} new matches for your saved search: ${shortLabel(input.label)}`;
  const lines = [
    `${cars.length === 1 ? 'A new car matches' : `${cars.length} new cars match`} your saved search “${input.label}”:`,
    ...named.flatMap((car) => ['', ...carLines(car)]),
    '',
    more > 0 ? `And ${more} more. See them all: ${input.searchUrl}` : `See your search: ${input.searchUrl}`,
    ...footer(
      input.siteName,
      'You get this e-mail because you switched on alerts for this saved search.',
      input.unsubscribeUrl,
    ),
  ];
  return { subject, text: lines.join('\n') };
}

/** The alert of price drops on a shopper's watchlist. */
export function priceDropsEmail(input: {
  siteName: string;
  drops: readonly AlertPriceDrop[];
  garageUrl: string;
  unsubscribeUrl: string;
}): AlertEmailText {
  const { drops } = input;
  const first = drops[0];
  const subject =
    drops.length === 1 && first ? `Price drop: ${first.name}` : `Price drops on ${drops.length} cars on your watchlist`;
  const lines = [
    drops.length === 1 ? 'A car on your watchlist dropped in price:' : 'Cars on your watchlist dropped in price:',
    ...drops.flatMap((drop) => [
      '',
      ...carLines(drop).map((line, i) => (i === 1 ? `${line} (was ${drop.was})` : line)),
    ]),
    '',
    `Your watchlist: ${input.garageUrl}`,
    ...footer(input.siteName, 'You get this e-mail because you asked for price-drop alerts.', input.unsubscribeUrl),
  ];
  return { subject, text: lines.join('\n') };
}
