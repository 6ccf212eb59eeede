import { describe, expect, it } from 'vitest';
import { leadFollowUp } from '../../../../src/domain/forms/lead-follow-up.ts';
import { LEAD_KINDS } from '../../../../src/domain/forms/lead-kinds.ts';
import { leadReference } from '../../../../src/domain/forms/lead-reference.ts';

describe('leadReference (the short reference /success and the dealer’s e-mail show)', () => {
  it.each([
    ['3f2a9c1b-7d4e-4b8a-9c2d-0e1f2a3b4c5d', '3F2A9C1B'],
    ['0000abcd-ffff-4b8a-9c2d-0e1f2a3b4c5d', '0000ABCD'],
    ['ab-cd-ef-12-34', 'ABCDEF12'],
    ['L-42', 'L42'],
  ])('%s → %s', (id, reference) => {
    expect(leadReference(id)).toBe(reference);
  });

  it('is the start of the stored id, so the dealer finds the lead by it', () => {
    const id = '9e107d9d-372b-4b6c-8a1f-5f0e2b6f8d11';
    expect(id.toUpperCase().startsWith(leadReference(id))).toBe(true);
  });
});

describe('leadFollowUp (what happens next, per kind of lead)', () => {
  it('has a line for every kind of lead', () => {
    for (const kind of LEAD_KINDS) expect(leadFollowUp(kind), kind).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('says what the dealer does for an enquiry and a test drive, and nothing for an unknown kind', () => {
    expect(leadFollowUp('enquiry')).toBe('Our team will read your enquiry and get back to you by phone or e-mail.');
    expect(leadFollowUp('test-drive')).toBe(
      'We will contact you to confirm a day and time; your booking stands once we have confirmed it.',
    );
    expect(leadFollowUp('toString')).toBeNull();
  });

  it("names the vehicle as the site does (site.stock), 'car' by default", () => {
    const vehicle = { noun: 'vehicle', nouns: 'vehicles' };
    expect(leadFollowUp('request-photos')).toBe('We will send you photos of this car as soon as they are taken.');
    expect(leadFollowUp('request-photos', vehicle)).toBe(
      'We will send you photos of this vehicle as soon as they are taken.',
    );
    expect(leadFollowUp('find-similar')).toBe(
      'We will look through our stock and the cars arriving soon, and let you know what we find.',
    );
    expect(leadFollowUp('find-similar', vehicle)).toBe(
      'We will look through our stock and the vehicles arriving soon, and let you know what we find.',
    );
  });
});
