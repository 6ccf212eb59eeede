import * as v from 'valibot';
import { australianPhone, doc, email, httpUrl, slug, environmentVariable } from './fields.ts';

export const PhoneNumbersSchema = v.strictObject({
  override: v.optional(doc(australianPhone, 'Used for every car when set (spec §4 phone number choice, step 1).')),
  byCarType: v.optional(
    doc(
      v.strictObject({
        new: v.optional(doc(australianPhone, 'Number for new cars.')),
        used: v.optional(doc(australianPhone, 'Number for used cars.')),
        demo: v.optional(doc(australianPhone, 'Number for demo cars (falls back to the new-car number).')),
      }),
      'Numbers per car type (step 2).',
    ),
  ),
  newCars: v.optional(doc(australianPhone, 'New-car sales number (step 3).')),
  usedCars: v.optional(doc(australianPhone, 'Used-car sales number (step 4).')),
});

/**
 * Where the dealership's leads are delivered (its CRM). The webhook's signing secret is not
 * here, since this file is edited by marketing and kept in the repository: the config names
 * the environment variable that holds it.
 */
const LeadDeliverySchema = v.strictObject({
  email: v.optional(
    doc(email, 'The CRM’s lead address: each lead arrives there as an ADF/XML e-mail. Default: the dealership e-mail.'),
  ),
  webhook: v.optional(
    doc(
      v.strictObject({
        url: doc(httpUrl, 'The CRM endpoint that receives each lead as signed JSON (POST).'),
        secretEnv: doc(
          environmentVariable,
          'The environment variable holding the HMAC-SHA256 signing secret shared with the CRM.',
        ),
      }),
      'A JSON webhook, in addition to the e-mail.',
    ),
  ),
});

export const DealershipSchema = v.strictObject({
  id: doc(v.pipe(v.number(), v.integer()), 'The dealership’s id in the dealer system.'),
  slug: doc(slug, 'URL name, used by /search/{dealership slug}.'),
  name: doc(v.pipe(v.string(), v.nonEmpty()), 'Trading name, e.g. "Southern Cross Kia Frankston".'),
  makes: doc(v.array(v.string()), 'Franchised makes (dealership websites), by manufacturer name.'),
  email: doc(email, 'Dealership e-mail shown on contact and complaint pages.'),
  phone: doc(australianPhone, 'Main dealership phone number.'),
  abn: v.optional(
    doc(
      v.pipe(v.string(), v.regex(/^\d{2} \d{3} \d{3} \d{3}$/, 'an ABN as "12 345 678 901"')),
      'Australian Business Number for the legal line.',
    ),
  ),
  phoneNumbers: v.optional(
    doc(PhoneNumbersSchema, 'Phone numbers chosen per car (spec §4), when the dealership sets its own.'),
  ),
  leadDelivery: v.optional(doc(LeadDeliverySchema, 'Where this dealership’s leads are delivered.')),
});

export type Dealership = v.InferOutput<typeof DealershipSchema>;
export type PhoneNumbers = v.InferOutput<typeof PhoneNumbersSchema>;
