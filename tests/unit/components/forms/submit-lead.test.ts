import { describe, expect, it, vi } from 'vitest';
import {
  attemptFor,
  keepAttempt,
  leadResponse,
  postLead,
  type LeadAttempt,
} from '../../../../src/components/forms/submit-lead.ts';

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('attemptFor: one Idempotency-Key per submit attempt', () => {
  it('a first submit gets a new key', () => {
    expect(attemptFor(null, '{"a":1}', keys())).toEqual({ key: 'key-1', body: '{"a":1}' });
  });

  it('the same lead sent again after no answer keeps its key; a changed form gets a new one', () => {
    const previous: LeadAttempt = { key: 'first', body: '{"a":1}' };
    expect(attemptFor(previous, '{"a":1}', keys())).toBe(previous);
    expect(attemptFor(previous, '{"a":2}', keys())).toEqual({ key: 'key-1', body: '{"a":2}' });
  });

  it('stays open for a retry only when no answer came or the first try is still being stored (409)', () => {
    expect(keepAttempt({ kind: 'no-answer' })).toBe(true);
    expect(keepAttempt({ kind: 'answer', status: 409, body: {} })).toBe(true);
    for (const status of [201, 400, 422, 429, 503])
      expect(keepAttempt({ kind: 'answer', status, body: {} })).toBe(false);
  });
});

describe('postLead', () => {
  const attempt: LeadAttempt = { key: 'k-1', body: '{"kind":"enquiry"}' };
  const noWait = () => Promise.resolve();

  it('posts JSON with the Idempotency-Key and reads the answer', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ lead_id: 'L1' }), { status: 201 }));
    const answer = await postLead('/api/leads', attempt, fetcher as unknown as typeof fetch, noWait);
    expect(answer).toEqual({ kind: 'answer', status: 201, body: { lead_id: 'L1' } });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
    expect(init.body).toBe(attempt.body);
  });

  it('after a network error tries once more with the same key', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ lead_id: 'L1' }), { status: 201 }));
    const answer = await postLead('/api/leads', attempt, fetcher as unknown as typeof fetch, noWait);
    expect(answer.kind).toBe('answer');
    expect(fetcher).toHaveBeenCalledTimes(2);
    const keysSent = fetcher.mock.calls.map(([, init]) => (init as RequestInit).headers);
    expect(keysSent).toEqual([
      { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
    ]);
  });

  it('reports no answer when both tries fail, and reads a body that is not JSON as null', async () => {
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await postLead('/api/leads', attempt, failing as unknown as typeof fetch, noWait)).toEqual({
      kind: 'no-answer',
    });
    const html = vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await postLead('/api/leads', attempt, html as unknown as typeof fetch, noWait)).toEqual({
      kind: 'answer',
      status: 502,
      body: null,
    });
  });
});

describe('leadResponse: the lead_id and error of any answer (spec §7)', () => {
  it.each([
    [{ lead_id: 'L1' }, { lead_id: 'L1' }],
    [
      { lead_id: 7, error: 'x' },
      { lead_id: 7, error: 'x' },
    ],
    [{ error: 'Too many' }, { error: 'Too many' }],
    [{ lead_id: { nested: true }, error: 42 }, {}],
    [null, {}],
    ['text', {}],
  ])('%o → %o', (body, expected) => expect(leadResponse(body)).toEqual(expected));
});
