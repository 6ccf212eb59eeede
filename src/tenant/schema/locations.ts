import * as v from 'valibot';
import { AUSTRALIAN_STATES, australianPhone, doc, email, hourMinute, httpUrl, isoDate, slug } from './fields.ts';

const DEPARTMENT_TYPES = ['sales', 'service', 'parts'] as const;
export type DepartmentType = (typeof DEPARTMENT_TYPES)[number];

const OpeningHours = v.strictObject({
  weekday: doc(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
    'Day of the week: 0 is Sunday, 6 is Saturday.',
  ),
  status: doc(v.picklist(['Open', 'Closed']), 'Open or Closed on that day.'),
  open: v.optional(doc(hourMinute, 'Opening time, HH:MM in the location’s local time. Required when Open.')),
  close: v.optional(doc(hourMinute, 'Closing time, HH:MM in the location’s local time. Required when Open.')),
});

const SpecialHours = v.strictObject({
  date: doc(isoDate, 'The day these hours replace the usual ones (public holiday, stocktake...).'),
  label: v.optional(doc(v.string(), 'What the day is, e.g. "Christmas Day".')),
  status: doc(v.picklist(['Open', 'Closed']), 'Open or Closed on that day.'),
  open: v.optional(doc(hourMinute, 'Opening time on that day, HH:MM.')),
  close: v.optional(doc(hourMinute, 'Closing time on that day, HH:MM.')),
});

const Department = v.strictObject({
  type: doc(v.picklist(DEPARTMENT_TYPES), 'Which department works from this address: sales, service or parts.'),
  phone: doc(australianPhone, 'The department’s phone number.'),
  landlinePhone: v.optional(doc(australianPhone, 'A landline shown beside the main number.')),
  openingHours: doc(v.array(OpeningHours), 'Usual hours, one entry per weekday (0 Sunday to 6 Saturday).'),
  specialHours: v.optional(doc(v.array(SpecialHours), 'Holiday and special hours for this department.')),
});

export const LocationSchema = v.strictObject({
  id: doc(v.pipe(v.number(), v.integer()), 'The location’s id in the dealer system.'),
  slug: doc(slug, 'URL name of the location: /contact-us/{slug} or /our-location/{slug}.'),
  name: doc(v.pipe(v.string(), v.nonEmpty()), 'Display name, e.g. "Harbourside Toyota Service Centre".'),
  dealershipSlug: doc(slug, 'The dealership (from "dealerships") this location belongs to.'),
  subtype: v.optional(doc(v.string(), 'A finer description such as "Sales yard" or "Service centre".')),
  makes: doc(v.array(v.string()), 'Manufacturers sold or serviced here, by name.'),
  primary: v.optional(doc(v.boolean(), 'The dealership’s main location.')),
  visible: v.optional(doc(v.boolean(), 'Shown in location lists (default true).')),
  dealerLicenceNumber: v.optional(doc(v.string(), 'Motor dealer licence number shown in the footer.')),
  motorVehicleRepairer: v.optional(
    doc(v.string(), 'Motor vehicle repairer licence number, where the state requires one; shown in the footer.'),
  ),
  email: v.optional(doc(email, 'E-mail address for enquiries to this location.')),
  image: v.optional(
    doc(
      v.strictObject({
        url: doc(v.string(), 'Photo of the location.'),
        thumbUrl: doc(v.string(), 'Small version of the photo.'),
      }),
      'Photo of the location.',
    ),
  ),
  reviews: v.optional(
    doc(
      v.strictObject({
        averageRating: doc(v.pipe(v.number(), v.minValue(0), v.maxValue(5)), 'Average star rating, 0 to 5.'),
        count: doc(v.pipe(v.number(), v.integer(), v.minValue(0)), 'Number of reviews.'),
        reviewUrl: v.optional(doc(httpUrl, 'Where a happy customer leaves a review.')),
      }),
      'Review summary for the location (#reviews).',
    ),
  ),
  address: doc(
    v.strictObject({
      street: doc(v.pipe(v.string(), v.nonEmpty()), 'Street address, e.g. "112 Marine Parade".'),
      city: doc(v.pipe(v.string(), v.nonEmpty()), 'Suburb or town.'),
      state: doc(v.picklist(AUSTRALIAN_STATES), 'Australian state or territory.'),
      postcode: doc(v.pipe(v.string(), v.regex(/^\d{4}$/, 'a 4-digit postcode')), 'Four-digit postcode.'),
      lat: doc(v.pipe(v.number(), v.minValue(-44), v.maxValue(-9)), 'Latitude (Australia: -44 to -9).'),
      long: doc(v.pipe(v.number(), v.minValue(112), v.maxValue(154)), 'Longitude (Australia: 112 to 154).'),
      placeUrl: v.optional(doc(httpUrl, 'Map link for Get Directions.')),
      placeId: v.optional(doc(v.string(), 'Map place id.')),
    }),
    'Where the location is.',
  ),
  departments: doc(
    v.pipe(v.array(Department), v.minLength(1, 'at least one department')),
    'The departments at this address (sales, service, parts), each with its phone and hours.',
  ),
});

export type Location = v.InferOutput<typeof LocationSchema>;
export type Department = v.InferOutput<typeof Department>;
export type OpeningHoursEntry = v.InferOutput<typeof OpeningHours>;
export type SpecialHoursEntry = v.InferOutput<typeof SpecialHours>;
