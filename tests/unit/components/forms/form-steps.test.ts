import { describe, expect, it } from 'vitest';
import { resolveSteps, stepAction, stepOfField } from '../../../../src/components/forms/form-steps.ts';
import { initialValues } from '../../../../src/components/forms/form-values.ts';
import type { FormField } from '../../../../src/domain/forms/fields.ts';
import { FORM_MESSAGES } from '../../../../src/domain/forms/messages.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const fields = fieldsOf('test-drive', { testDriveTerms: true });
const STEPS = [
  { title: 'Your details', fields: ['name', 'last_name', 'email', 'phone'] },
  { title: 'Your test drive', fields: ['appointment', 'message'] },
];
const names = (list: readonly FormField[]) => list.map((field) => field.name);
const contact = { name: 'Jane', last_name: '', email: 'jane@example.com', phone: '0412 345 678' };

describe('resolveSteps (spec §4 Lead form, multistep)', () => {
  it('without steps: one step of every visible field', () => {
    const steps = resolveSteps(fields);
    expect(steps).toHaveLength(1);
    expect(names(steps[0]!.fields)).toEqual(names(fields));
  });

  it('groups fields by name; a field no step names joins the last (here the terms)', () => {
    const steps = resolveSteps(fields, STEPS);
    expect(steps.map((step) => step.title)).toEqual(['Your details', 'Your test drive']);
    expect(names(steps[0]!.fields)).toEqual(['name', 'last_name', 'email', 'phone']);
    expect(names(steps[1]!.fields)).toEqual(['message', 'appointment', 'terms_conditions']);
    expect(stepOfField(steps, 'terms_conditions')).toBe(1);
    expect(stepOfField(steps, 'nothing')).toBe(-1);
  });

  it('leaves hidden fields out of every step and drops a step left empty', () => {
    const steps = resolveSteps(fieldsOf('request-photos'), [
      { title: 'Empty', fields: ['photos_request'] },
      { title: 'All', fields: [] },
    ]);
    expect(steps.map((step) => step.title)).toEqual(['All']);
    expect(steps[0]!.fields.some((field) => field.kind === 'hidden')).toBe(false);
  });
});

describe('stepAction: a non-last step checks its own fields and advances; the last submits', () => {
  const steps = resolveSteps(fields, STEPS);

  it('the first step with its fields filled advances, whatever the later steps hold', () => {
    const values = { ...initialValues(fields), ...contact };
    expect(stepAction(fields, steps, 0, values)).toEqual({ kind: 'advance', to: 1 });
  });

  it('the first step with a field missing stays, with that step’s messages only', () => {
    const values = { ...initialValues(fields), ...contact, phone: '' };
    const action = stepAction(fields, steps, 0, values);
    expect(action.kind).toBe('invalid');
    if (action.kind !== 'invalid') return;
    expect(action.step).toBe(0);
    expect(action.check.heading).toBe(FORM_MESSAGES.fixErrors);
    expect(action.check.errors).toEqual({ phone: 'Please enter your phone number.' });
  });

  it('the last step checks the whole form with the shared schema and submits its values', () => {
    const values = { ...initialValues(fields), ...contact, appointment: '2026-07-01T10:30', terms_conditions: true };
    const action = stepAction(fields, steps, 1, values);
    expect(action.kind).toBe('submit');
    if (action.kind !== 'submit') return;
    expect(action.check.values).toMatchObject({
      name: 'Jane',
      appointment: '2026-07-01T10:30',
      terms_conditions: true,
    });
  });

  it('the last step shows its own messages (the terms, spec §8)', () => {
    const values = { ...initialValues(fields), ...contact };
    const action = stepAction(fields, steps, 1, values);
    expect(action).toMatchObject({
      kind: 'invalid',
      step: 1,
      check: { errors: { terms_conditions: FORM_MESSAGES.terms } },
    });
  });

  it('the last step goes back to the first step holding an error', () => {
    const values = { ...initialValues(fields), ...contact, email: 'not an email', terms_conditions: true };
    expect(stepAction(fields, steps, 1, values)).toMatchObject({ kind: 'invalid', step: 0 });
  });
});
