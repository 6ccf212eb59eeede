import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import { TERMS_FIELD } from './enquiry.ts';
import { formSchema, type FormField } from './fields.ts';

export interface TestDriveFormOptions {
  /** The site shows the terms notice; its checkbox must then be ticked. */
  showTerms: boolean;
}

/**
 * spec §5 Test drive form: the core contact fields, an optional message, an optional
 * date-time appointment labelled 'Test Drive Booking Date' (datetime-local,
 * YYYY-MM-DDTHH:MM) and, on sites that show it, the terms checkbox.
 */
export function testDriveFields(options: TestDriveFormOptions): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    messageField(false),
    {
      name: 'appointment',
      label: 'Test Drive Booking Date',
      kind: 'datetime',
      required: false,
      invalidMessage: 'Please choose a date and time for the test drive.',
    },
    ...(options.showTerms ? [TERMS_FIELD] : []),
  ];
}

export function testDriveSchema(options: TestDriveFormOptions) {
  return formSchema(testDriveFields(options));
}
