/**
 * The texts of forms and leads that the spec gives word for word (spec §5, §8). Kept
 * exactly, spelling included ('occured' is the spec's).
 */
export const FORM_MESSAGES = {
  /** spec §5 Enquiry form, §8 Postcode. */
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  /** spec §5 Enquiry form, §8 Terms not ticked. */
  terms: '*You must agree to the terms of use before submitting.',
  /** spec §8: the heading of the list-style error block. */
  fixErrors: 'Please fix the following errors:',
} as const;

export const LEAD_ERRORS = {
  /** spec §8: the lead submission returned neither a lead_id nor an error. */
  unexpected: 'An unexpected error occured',
  /** spec §8: the enquiry form's submit failed (browser alert, and the red alert when the error has no message). */
  submitFailed: 'An error occurred when submitting this form',
} as const;
