import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const contact = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };

describe('test drive form (spec §5)', () => {
  it('core contact fields, optional message, optional Test Drive Booking Date', () => {
    const fields = fieldsOf('test-drive', { testDriveTerms: false });
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['name', true],
      ['last_name', false],
      ['email', true],
      ['phone', true],
      ['message', false],
      ['appointment', false],
    ]);
    expect(fields.find((f) => f.name === 'appointment')).toMatchObject({
      label: 'Test Drive Booking Date',
      kind: 'datetime',
    });
    expect(checkForm(fields, contact)).toMatchObject({ ok: true, values: { message: '', appointment: '' } });
  });

  it.each([
    ['2026-12-01T10:30', true],
    ['2026-12-01T23:59', true],
    ['2026-12-01', false],
    ['2026-13-01T10:30', false],
    ['2026-12-01T24:00', false],
    ['next Tuesday', false],
  ])('booking date %s valid: %s', (appointment, ok) => {
    const result = checkForm(fieldsOf('test-drive', { testDriveTerms: false }), { ...contact, appointment });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors).toEqual({ appointment: 'Please choose a date and time for the test drive.' });
  });

  it('with the terms notice shown, the box must be ticked', () => {
    const fields = fieldsOf('test-drive', { testDriveTerms: true });
    expect(checkForm(fields, contact)).toMatchObject({
      ok: false,
      errors: { terms_conditions: '*You must agree to the terms of use before submitting.' },
    });
    expect(checkForm(fields, { ...contact, terms_conditions: true }).ok).toBe(true);
  });
});
