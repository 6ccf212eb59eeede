import { EMAIL_FIELD, LAST_NAME_FIELD, messageField, NAME_FIELD, PHONE_FIELD } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/** Star ratings, as the select sends them. */
const SURVEY_RATINGS: readonly string[] = ['1', '2', '3', '4', '5'];

/**
 * The customer feedback survey (/customer-feedback-survey; spec §2: where 'I had a bad
 * experience' leads): name and e-mail, an optional phone number, a rating from 1 to 5 and
 * what happened.
 */
function feedbackSurveyFields(): FormField[] {
  return [
    NAME_FIELD,
    LAST_NAME_FIELD,
    EMAIL_FIELD,
    { ...PHONE_FIELD, required: false },
    {
      name: 'rating',
      label: 'Rating',
      kind: 'select',
      required: true,
      options: SURVEY_RATINGS,
      requiredMessage: 'Please choose a rating.',
      invalidMessage: 'Please choose a rating from 1 to 5.',
    },
    { ...messageField(true), label: 'Your Feedback', requiredMessage: 'Please tell us about your experience.' },
  ];
}

/** The customer feedback lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const FEEDBACK_SURVEY_LEAD = {
  kind: 'feedback-survey',
  fields: () => feedbackSurveyFields(),
  category: 'Customer Feedback',
  subcategory: 'Feedback Survey',
  event: 'form default',
  submitLabel: 'Send Feedback',
  steps: [],
  deliveryLabel: 'customer feedback',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'feedback-survey'>;
