import * as v from 'valibot';
import { PRIMARY_ACTION_NAMES } from '../../domain/car/action-hierarchy.ts';
import { australianPhone, doc, httpUrl } from './fields.ts';

const items = (what: string) => doc(v.array(v.pipe(v.string(), v.nonEmpty())), what);

/** spec §2 Vehicle page: what each site shows beside the rules every site keeps. */
export const VehiclePageSchema = v.strictObject({
  commentsTitle: doc(
    v.picklist(['Our Comments', 'Dealer Comments']),
    'Heading of the dealer’s comments section (default "Dealer Comments").',
  ),
  stickyBar: doc(
    v.picklist(['emphasise-call', 'appear-on-scroll']),
    'The phone’s sticky bar: always there, Call Now emphasised past 900px ("emphasise-call"), or shown only past 50px ("appear-on-scroll").',
  ),
  messageAction: doc(
    v.picklist(['Enquire Now', 'Instant Message']),
    'The sticky bar’s message button: the enquiry form, or the chat (needs chatUrl).',
  ),
  actions: doc(
    v.strictObject({
      finance: doc(v.boolean(), 'Show the finance button (to the site’s finance link with the car).'),
      testDrive: doc(v.boolean(), 'Show Book a Test Drive.'),
      makeAnOffer: doc(v.boolean(), 'Show Make an Offer.'),
      tradeIn: doc(v.boolean(), 'Show the trade-in button (to /trade-in with the car).'),
      whatsapp: doc(v.nullable(australianPhone), 'WhatsApp number for the WhatsApp button, or null for none.'),
      chatUrl: doc(v.nullable(httpUrl), 'Where the chat button (and Instant Message) leads, or null for none.'),
    }),
    'The sidebar’s action buttons a site offers (each also follows its own rule, spec §4).',
  ),
  primaryAction: doc(
    v.picklist(PRIMARY_ACTION_NAMES),
    'The one filled button of the action row, beside Call; the others are grouped as secondary. It must be an action the site offers ("reserve" needs features.reserve.enabled, "buy-online" features.onlineBuying); a car without it (a reserved car) leads with Enquire.',
  ),
  whatsIncluded: items('The What’s Included list (empty: no section).'),
  protectYourCar: items('The Protect Your Car list (empty: no section).'),
  guaranteeStrip: doc(v.boolean(), 'Show Why Buy From Us? (the guarantee strip) on used cars.'),
  valueAdds: items('The value-add list under the sidebar’s buttons (empty: none).'),
  enquiryAccordion: doc(v.boolean(), 'Offer the enquiry form in an accordion in the sidebar.'),
});
