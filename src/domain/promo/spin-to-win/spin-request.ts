import * as v from 'valibot';
import { CORE_CONTACT_FIELDS } from '../../forms/contact-fields.ts';
import { fieldEntries } from '../../forms/fields.ts';

// The API's schema of a spin apart from the page's texts and answers, whose island would
// otherwise carry valibot's schemas along.

/**
 * POST /api/spin-to-win: the campaign the page showed (a spin for a campaign no longer open
 * is refused rather than counted in another) and where to send a prize: the lead forms' core
 * contact fields, each checked by the forms' own rule for it (fieldSchema), with their messages.
 */
export const SpinRequestSchema = v.strictObject({
  campaign: v.pipe(
    v.string('Please send campaign as text.'),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please send campaign as the id of a campaign.'),
    v.maxLength(100, 'Please send campaign in 100 characters or fewer.'),
  ),
  ...fieldEntries(CORE_CONTACT_FIELDS),
});
