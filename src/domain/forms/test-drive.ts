import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import { TERMS_FIELD } from './enquiry.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';
import { testDriveSubmit, testDriveTitle } from '../text/vehicle-words.ts';

interface TestDriveFormOptions {
  /** The site shows the terms notice; its checkbox must then be ticked. */
  showTerms: boolean;
}

/**
 * spec §5 Test drive form: the core contact fields, an optional message, an optional
 * date-time appointment labelled 'Test Drive Booking Date' (datetime-local,
 * YYYY-MM-DDTHH:MM) and, on sites that show it, the terms checkbox.
 */
function testDriveFields(options: TestDriveFormOptions): FormField[] {
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

/** The test drive lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const TEST_DRIVE_LEAD = {
  kind: 'test-drive',
  fields: (options) => testDriveFields({ showTerms: options.testDriveTerms }),
  category: 'Test Drive',
  subcategory: null,
  event: 'test-drive',
  submitLabel: 'Book Test Drive',
  steps: [
    { title: 'Your details', fields: ['name', 'last_name', 'email', 'phone'] },
    { title: 'Your test drive', fields: ['appointment', 'message', 'terms_conditions'] },
  ],
  deliveryLabel: 'test drive',
  carDialog: { title: testDriveTitle, prefill: () => ({}), submitLabel: testDriveSubmit },
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'test-drive'>;
