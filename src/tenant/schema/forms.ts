import * as v from 'valibot';
import type { QuickPickRange } from '../../domain/finance/quick-picks.ts';
import { doc } from './fields.ts';

/** The quick-pick sets of src/domain/finance/quick-picks.ts a site may choose. */
const QUICK_PICK_RANGES = ['standard', 'high'] as const satisfies readonly QuickPickRange[];

/**
 * The per-site variants of the lead forms (spec §5). The API validates a lead with the
 * options these give (src/tenant/form-options.ts), so a page and the API never disagree.
 */
export const FormsSchema = v.strictObject({
  enquiry: doc(
    v.strictObject({
      messageOptional: doc(
        v.boolean(),
        'The message (Comments) may be left empty on this site; otherwise it is required (default false).',
      ),
      locationSelect: doc(
        v.boolean(),
        'Show a Location select listing the site’s visible locations; a location must then be chosen (default false).',
      ),
    }),
    'The enquiry form (spec §5 Enquiry form); Make an Offer follows it.',
  ),
  testDrive: doc(
    v.strictObject({
      termsNotice: doc(
        v.boolean(),
        'Show the terms notice on the test drive form; its box must then be ticked (default false).',
      ),
    }),
    'The test drive form (spec §5 Test drive form).',
  ),
  moneyQuickPicks: doc(
    v.picklist(QUICK_PICK_RANGES),
    'Amounts offered beside money inputs: "standard" $5,000 to $70,000 (default), or "high" $300,000 to $800,000.',
  ),
});
