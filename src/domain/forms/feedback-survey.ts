import { EMAIL_FIELD, LAST_NAME_FIELD, messageField, NAME_FIELD, PHONE_FIELD } from './contact-fields.ts';
import { formSchema, type FormField } from './fields.ts';

/** Star ratings, as the select sends them. */
export const SURVEY_RATINGS: readonly string[] = ['1', '2', '3', '4', '5'];

/**
 * The customer feedback survey (/customer-feedback-survey; spec §2: where 'I had a bad
 * experience' leads): name and e-mail, an optional phone number, a rating from 1 to 5 and
 * what happened.
 */
export function feedbackSurveyFields(): FormField[] {
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

export function feedbackSurveySchema() {
  return formSchema(feedbackSurveyFields());
}
