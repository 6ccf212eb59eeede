import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import data from '../../../src/catalog/data/on-road-costs.json' with { type: 'json' };
import { onRoadCostsTable } from '../../../src/catalog/on-road-costs.ts';
import { OnRoadCostsTableSchema } from '../../../src/catalog/schema/on-road-costs.ts';
import { AUSTRALIAN_STATES } from '../../../src/tenant/schema/fields.ts';

const table = onRoadCostsTable();

const entries = AUSTRALIAN_STATES.flatMap((state) => {
  const { stampDuty, registration, ctp } = table.states[state];
  return [
    [`${state} stamp duty`, stampDuty],
    [`${state} registration`, registration],
    [`${state} CTP`, ctp],
  ] as const;
});

/** A copy of the data file to break, typed as far as the test needs. */
const clone = <T>() => structuredClone(data) as unknown as T;
const issuesOf = (input: unknown) => v.safeParse(OnRoadCostsTableSchema, input).issues?.map((i) => i.message) ?? [];

describe('the on-road costs table (src/catalog/data/on-road-costs.json)', () => {
  it('validates against its schema', () => {
    expect(issuesOf(data)).toEqual([]);
  });

  it('covers every state and territory', () => {
    expect(Object.keys(table.states).sort()).toEqual([...AUSTRALIAN_STATES].sort());
  });

  it('tells marketing to check and update it yearly, and that nothing is fetched', () => {
    expect(table.notice).toMatch(/marketing/i);
    expect(table.notice).toMatch(/every year/i);
    expect(table.notice).toMatch(/nothing is fetched/i);
  });

  it.each(entries)('%s has a source, a date no later than the table’s, and a basis', (_name, entry) => {
    expect(entry.source.title.trim()).not.toBe('');
    expect(entry.source.url, 'a government page').toMatch(/^https:\/\/([a-z0-9-]+\.)+gov\.au\//);
    expect(entry.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entry.effectiveFrom <= table.asOf).toBe(true);
    expect(entry.basis.trim()).not.toBe('');
  });

  it('explains every figure that is not checked against its office’s table', () => {
    for (const [name, entry] of entries)
      if (entry.confidence === 'unverified') expect(entry.notes.length, name).toBeGreaterThan(0);
  });

  it('writes each "base plus so much over" bracket so its base is the duty at the top of the bracket below', () => {
    for (const state of AUSTRALIAN_STATES)
      for (const scale of table.states[state].stampDuty.schedules)
        scale.tiers.forEach((tier, i) => {
          const below = scale.tiers[i - 1];
          if (tier.kind !== 'per-unit' || tier.on !== 'excess' || !below || below.kind !== 'per-unit') return;
          const counted = below.on === 'whole' ? tier.over : tier.over - below.over;
          const dutyAtTop = below.base + below.rate * Math.ceil(counted / below.per);
          expect(tier.base, `${state} ${scale.label} above $${tier.over}`).toBeCloseTo(dutyAtTop, 2);
        });
  });

  it('says where CTP is part of the registration figure', () => {
    const included = AUSTRALIAN_STATES.filter((state) => table.states[state].ctp.paid === 'included-in-registration');
    expect(included).toEqual(['SA', 'TAS', 'NT']);
  });

  describe('the schema refuses', () => {
    it('an entry without a source', () => {
      const broken = clone<{ states: { NSW: { registration: Record<string, unknown> } } }>();
      delete broken.states.NSW.registration['source'];
      expect(issuesOf(broken).length).toBeGreaterThan(0);
    });

    it('a date that is not YYYY-MM-DD', () => {
      const broken = clone<{ states: { VIC: { ctp: Record<string, unknown> } } }>();
      broken.states.VIC.ctp['effectiveFrom'] = '1 July 2025';
      expect(issuesOf(broken)).toContain('a date as YYYY-MM-DD');
    });

    it('brackets out of order', () => {
      const broken = clone<{ states: { NSW: { stampDuty: { schedules: { tiers: unknown[] }[] } } } }>();
      broken.states.NSW.stampDuty.schedules[0]?.tiers.reverse();
      expect(issuesOf(broken)).toContain('the first bracket starts at 0');
    });

    it('a last duty scale that does not fit every vehicle', () => {
      const broken = clone<{ states: { QLD: { stampDuty: { schedules: Record<string, unknown>[] } } } }>();
      const last = broken.states.QLD.stampDuty.schedules.at(-1);
      if (last) last['when'] = { minCylinders: 1 };
      expect(issuesOf(broken)).toContain('the last duty scale applies to every vehicle');
    });

    it('a state left out', () => {
      const broken = clone<{ states: Record<string, unknown> }>();
      delete broken.states['NT'];
      expect(issuesOf(broken).length).toBeGreaterThan(0);
    });
  });
});
