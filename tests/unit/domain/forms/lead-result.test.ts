import { describe, expect, it } from 'vitest';
import { leadFailureNotice, leadOutcome } from '../../../../src/domain/forms/lead-result.ts';
import { FORM_MESSAGES, LEAD_ERRORS } from '../../../../src/domain/forms/messages.ts';

describe('lead submission answer (spec §4 Lead form, §8)', () => {
  it.each([
    [{ lead_id: 'L-123' }, { ok: true, leadId: 'L-123' }],
    [{ lead_id: 987 }, { ok: true, leadId: '987' }],
    [{ lead_id: 0 }, { ok: true, leadId: '0' }],
    [
      { lead_id: 'L-1', error: 'ignored' },
      { ok: true, leadId: 'L-1' },
    ],
    [{ error: 'Dealer not found' }, { ok: false, message: 'Dealer not found' }],
    [
      { lead_id: '', error: 'Dealer not found' },
      { ok: false, message: 'Dealer not found' },
    ],
    [{}, { ok: false, message: 'An unexpected error occured' }],
    [
      { lead_id: null, error: '  ' },
      { ok: false, message: 'An unexpected error occured' },
    ],
    [null, { ok: false, message: 'An unexpected error occured' }],
  ])('%o → %o', (response, outcome) => expect(leadOutcome(response)).toEqual(outcome));
});

describe('form submit failure (spec §8)', () => {
  it('keeps the spec’s texts exactly, its spelling included', () => {
    expect(LEAD_ERRORS).toEqual({
      unexpected: 'An unexpected error occured',
      submitFailed: 'An error occurred when submitting this form',
    });
    expect(FORM_MESSAGES).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      terms: '*You must agree to the terms of use before submitting.',
      fixErrors: 'Please fix the following errors:',
    });
  });
});

describe('what a form shows when a submission fails (spec §4, §8)', () => {
  it('the enquiry form: the browser alert, and the returned error on the form', () => {
    expect(leadFailureNotice('enquiry', { answered: true, response: { error: 'Too many enquiries' } })).toEqual({
      alert: 'An error occurred when submitting this form',
      inline: 'Too many enquiries',
    });
  });

  it('neither lead_id nor error: An unexpected error occured (the spec’s spelling)', () => {
    expect(leadFailureNotice('enquiry', { answered: true, response: {} })).toEqual({
      alert: 'An error occurred when submitting this form',
      inline: 'An unexpected error occured',
    });
    expect(leadFailureNotice('test-drive', { answered: true, response: null })).toEqual({
      alert: null,
      inline: 'An unexpected error occured',
    });
  });

  it('no answer at all: the submit-failure text; only the enquiry form alerts', () => {
    expect(leadFailureNotice('enquiry', { answered: false })).toEqual({
      alert: 'An error occurred when submitting this form',
      inline: 'An error occurred when submitting this form',
    });
    expect(leadFailureNotice('test-drive', { answered: false })).toEqual({
      alert: null,
      inline: 'An error occurred when submitting this form',
    });
  });

  it('other forms show the returned error without a browser alert', () => {
    expect(leadFailureNotice('test-drive', { answered: true, response: { error: 'Busy' } })).toEqual({
      alert: null,
      inline: 'Busy',
    });
  });
});
