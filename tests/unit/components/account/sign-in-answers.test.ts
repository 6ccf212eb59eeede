import { describe, expect, it } from 'vitest';
import {
  codeRequestOutcome,
  verifyOutcome,
  type SignInAnswer,
} from '../../../../src/components/account/sign-in-answers.ts';

const answer = (status: number, body: unknown, retryAfter: string | null = null): SignInAnswer => ({
  kind: 'answer',
  status,
  body,
  retryAfter,
});

describe('codeRequestOutcome (POST /api/sign-in/code)', () => {
  it('202: the code is on its way', () => {
    expect(codeRequestOutcome(answer(202, { sent: true, expires_in: 600 }))).toEqual({ kind: 'sent' });
  });

  it('422: the phone field’s message goes beside the field', () => {
    const body = { error: 'Invalid request', errors: { phone: 'Please enter an Australian mobile number.' } };
    expect(codeRequestOutcome(answer(422, body))).toEqual({
      kind: 'field',
      message: 'Please enter an Australian mobile number.',
    });
    expect(codeRequestOutcome(answer(422, { error: 'Not a mobile number.' }))).toEqual({
      kind: 'field',
      message: 'Not a mobile number.',
    });
  });

  it('429 and 503: the server’s message in the alert; a 429 without one says how long to wait', () => {
    expect(codeRequestOutcome(answer(429, { error: 'Too many codes.' }, '120'))).toEqual({
      kind: 'alert',
      message: 'Too many codes.',
    });
    expect(codeRequestOutcome(answer(429, null, '120'))).toEqual({
      kind: 'alert',
      message: 'Too many tries. Please try again in 2 minutes.',
    });
    expect(codeRequestOutcome(answer(503, { error: 'SMS is down.' }))).toEqual({
      kind: 'alert',
      message: 'SMS is down.',
    });
  });

  it('no answer, or one the page cannot read, has a message of its own', () => {
    expect(codeRequestOutcome({ kind: 'no-answer' })).toEqual({
      kind: 'alert',
      message: 'We could not reach the server. Check your connection and try again.',
    });
    expect(codeRequestOutcome(answer(502, null))).toEqual({
      kind: 'alert',
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('verifyOutcome (POST /api/sign-in/verify)', () => {
  it('200 signed_in: signed in', () => {
    const body = { signed_in: true, user: { id: 'u1', phone: '+61412345678' } };
    expect(verifyOutcome(answer(200, body))).toEqual({ kind: 'signed-in' });
  });

  it('422: the server’s message, as it is', () => {
    expect(verifyOutcome(answer(422, { error: 'That code has expired. Send a new code.' }))).toEqual({
      kind: 'alert',
      message: 'That code has expired. Send a new code.',
    });
  });

  it('a body the API’s schema refused: the field’s message rather than the list heading', () => {
    const body = {
      error: 'Please fix the following errors:',
      errors: { code: 'Please enter the 6-digit code from the SMS.' },
    };
    expect(verifyOutcome(answer(422, body))).toEqual({
      kind: 'alert',
      message: 'Please enter the 6-digit code from the SMS.',
    });
  });

  it('anything else is not a sign-in', () => {
    expect(verifyOutcome(answer(200, { signed_in: false }))).toEqual({
      kind: 'alert',
      message: 'Something went wrong. Please try again.',
    });
    expect(verifyOutcome(answer(429, { error: 'Too many tries.' }))).toEqual({
      kind: 'alert',
      message: 'Too many tries.',
    });
  });
});
