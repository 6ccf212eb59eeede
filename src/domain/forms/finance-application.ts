import { CORE_CONTACT_FIELDS, messageField, POSTCODE_FIELD } from './contact-fields.ts';
import { TERMS_FIELD } from './enquiry.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

const EMPLOYMENT_STATUSES: readonly string[] = [
  'Full time',
  'Part time',
  'Casual',
  'Self employed',
  'Retired',
  'Not employed',
];

/** Loan terms offered, in whole years (spec §5 finance calculator: 1 to 7 years). */
const LOAN_TERM_YEARS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7'];

/**
 * The finance application (spec §7: its submission payload is not shown). A first step a
 * lender's broker follows up: contact details, the amount and term wanted, employment and
 * income, and the terms. It never asks for licence, card or bank numbers: those are
 * collected by the lender, never stored with the lead.
 */
function financeApplicationFields(): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    POSTCODE_FIELD,
    {
      name: 'loanAmount',
      label: 'Loan Amount',
      kind: 'currency',
      required: true,
      requiredMessage: 'Please enter the amount you would like to borrow.',
      invalidMessage: 'Please enter the loan amount in dollars, e.g. 25,000.',
    },
    {
      name: 'loanTermYears',
      label: 'Loan Term (years)',
      kind: 'select',
      required: true,
      options: LOAN_TERM_YEARS,
      requiredMessage: 'Please choose a loan term.',
      invalidMessage: 'Please choose a loan term from 1 to 7 years.',
    },
    {
      name: 'employmentStatus',
      label: 'Employment Status',
      kind: 'select',
      required: true,
      options: EMPLOYMENT_STATUSES,
      requiredMessage: 'Please choose your employment status.',
      invalidMessage: 'Please choose your employment status from the list.',
    },
    {
      name: 'annualIncome',
      label: 'Annual Income',
      kind: 'currency',
      required: false,
      invalidMessage: 'Please enter your annual income in dollars, e.g. 85,000.',
    },
    messageField(false),
    TERMS_FIELD,
  ];
}

/** The finance application lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const FINANCE_APPLICATION_LEAD = {
  kind: 'finance-application',
  fields: () => financeApplicationFields(),
  category: 'Finance Enquiry',
  subcategory: 'Finance Application',
  event: 'form default',
  submitLabel: 'Send Application',
  steps: [],
  deliveryLabel: 'finance application',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'finance-application'>;
