import * as v from 'valibot';
import { doc } from './fields.ts';

const words = v.pipe(v.string(), v.nonEmpty());

const testDriveLabel = (kind: string) =>
  doc(
    v.nullable(words),
    `The vehicle page's test drive button on a ${kind}, e.g. "Test Ride" or "Book a Viewing"; null hides it (default "Test Drive").`,
  );

/**
 * What a site calls its stock and the texts that name it. The defaults are the spec's car
 * dealer texts (spec §2); a caravan or motorcycle dealer sets its own.
 */
export const StockSchema = v.strictObject({
  noun: doc(
    v.strictObject({
      singular: doc(words, 'One vehicle, e.g. "car" (default) or "vehicle".'),
      plural: doc(words, 'Several vehicles, e.g. "cars" (default) or "vehicles".'),
    }),
    'The noun in result counts and the search drawer’s button ("234 cars", "Show me 1 car").',
  ),
  keywordPlaceholder: doc(
    words,
    'Placeholder of the keyword search (search.keywordSearch), default "Keyword search eg. EV, SUV, Toyota".',
  ),
  sellLinkTitle: doc(words, 'Title of the home page’s sell link, default "Sell your car".'),
  testDriveLabels: doc(
    v.strictObject({
      car: testDriveLabel('car'),
      motorcycle: testDriveLabel('motorcycle'),
      caravan: testDriveLabel('caravan'),
    }),
    'The test drive button per kind of vehicle (the car’s item_type).',
  ),
});
