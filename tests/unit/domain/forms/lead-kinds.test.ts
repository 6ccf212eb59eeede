import { describe, expect, it } from 'vitest';
import type { LeadFormOptions } from '../../../../src/domain/forms/lead-kind.ts';
import { CAR_WORDS } from '../../../../src/domain/text/vehicle-words.ts';
import {
  CAR_LEAD_KINDS,
  FORM_LEAD_KINDS,
  isLeadKind,
  LEAD_KINDS,
  leadKindDefinition,
} from '../../../../src/domain/forms/lead-kinds.ts';
import { checkLeadContext } from '../../../../src/domain/forms/lead-request.ts';

/** Every option on, so every field a kind can have is there. */
const OPTIONS: LeadFormOptions = {
  severalDealerships: true,
  showLocation: true,
  messageExempt: false,
  dealershipOptions: ['southern-cross-kia', 'southern-cross-mg'],
  serviceLocations: ['frankston-service'],
  testDriveTerms: true,
  quickPicks: [5000, 70000],
};

describe('the lead kind registry: one whole definition per kind', () => {
  it('files each definition under its own kind', () => {
    for (const kind of LEAD_KINDS) expect(leadKindDefinition(kind).kind).toBe(kind);
  });

  it('every part of a definition names what its own form has', () => {
    const problems: string[] = [];
    for (const kind of LEAD_KINDS) {
      const definition = leadKindDefinition(kind);
      const names = new Set(definition.fields(OPTIONS).map((field) => field.name));
      const unknown = (where: string, list: readonly string[]) => {
        for (const name of list) if (!names.has(name)) problems.push(`${kind}: ${where} names '${name}', not a field`);
      };
      for (const step of definition.steps) unknown(`step '${step.title}'`, step.fields);
      unknown('linkParams', definition.linkParams?.fields ?? []);
      unknown('carDialog.prefill', Object.keys(definition.carDialog?.prefill(CAR_WORDS) ?? {}));
      if (definition.submitLabel.trim() === '') problems.push(`${kind}: no submit label`);
      if (definition.deliveryLabel.trim() === '') problems.push(`${kind}: no delivery label`);
      if (definition.carDialog && definition.carDialog.title(CAR_WORDS).trim() === '')
        problems.push(`${kind}: no dialog title`);
    }
    expect(problems).toEqual([]);
  });

  it('a multistep form puts each of its fields in one step at most', () => {
    for (const kind of LEAD_KINDS) {
      const named = leadKindDefinition(kind).steps.flatMap((step) => step.fields);
      expect(new Set(named).size, kind).toBe(named.length);
    }
  });

  it('the car lead kinds are those with a car dialog: the five a vehicle page offers (spec §2)', () => {
    expect(CAR_LEAD_KINDS).toEqual(['enquiry', 'test-drive', 'make-an-offer', 'find-similar', 'request-photos']);
    for (const kind of LEAD_KINDS)
      expect(leadKindDefinition(kind).carDialog !== null, kind).toBe(CAR_LEAD_KINDS.includes(kind as never));
  });

  it('a form sends every kind but those only the server writes: a reservation once its deposit is held, a prize once drawn', () => {
    expect(LEAD_KINDS.filter((kind) => !FORM_LEAD_KINDS.includes(kind as never))).toEqual([
      'reservation',
      'spin-to-win',
    ]);
    for (const kind of LEAD_KINDS)
      expect(FORM_LEAD_KINDS.includes(kind as never), kind).toBe(leadKindDefinition(kind).postedByForms);
    // the API's picklist: a reservation lead is refused as if its kind were unknown
    const refused = checkLeadContext({ kind: 'reservation' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.errors).toHaveProperty('kind', expect.not.stringContaining('reservation'));
    expect(checkLeadContext({ kind: 'enquiry' }).ok).toBe(true);
  });

  it('knows a kind from anything else a request may send', () => {
    expect(isLeadKind('enquiry')).toBe(true);
    for (const value of ['Enquiry', 'toString', '__proto__', '', null, 3, ['enquiry']])
      expect(isLeadKind(value), String(value)).toBe(false);
  });
});
