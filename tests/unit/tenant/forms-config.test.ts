import { describe, expect, it } from 'vitest';
import { moneyQuickPicks } from '../../../src/domain/finance/quick-picks.ts';
import { TEMPLATES } from '../../../src/tenant/schema/site.ts';
import { deleteAt, fileOf, problemLines, rawTenant, resolvedSite, setAt } from '../../support/tenant-json.ts';

// spec §5: the enquiry's message exemption and location select, the test drive's terms
// notice and the money input quick picks, as `forms` in site.json
const SLUG = 'southern-cross-motors';
const FILE = fileOf(SLUG);
const UNKNOWN = 'a known field name (see tenants/site.schema.json), received an unknown field';

function withForms(forms: unknown) {
  return setAt(rawTenant(SLUG), '$.forms', forms);
}

describe('forms: the spec’s defaults for a file that leaves them out', () => {
  it.each(TEMPLATES)('template %s: message required, no location select, no test drive terms, standard picks', (t) => {
    const raw = deleteAt(setAt(rawTenant(SLUG), '$.template', t), '$.forms');
    expect(resolvedSite(SLUG, raw).forms).toEqual({
      enquiry: { messageOptional: false, locationSelect: false },
      testDrive: { termsNotice: false },
      moneyQuickPicks: 'standard',
    });
  });

  it('a file that sets one switch keeps the defaults of the others', () => {
    const site = resolvedSite(SLUG, withForms({ enquiry: { messageOptional: true } }));
    expect(site.forms).toEqual({
      enquiry: { messageOptional: true, locationSelect: false },
      testDrive: { termsNotice: false },
      moneyQuickPicks: 'standard',
    });
  });

  it('accepts every switch on and the high quick picks', () => {
    const forms = {
      enquiry: { messageOptional: true, locationSelect: true },
      testDrive: { termsNotice: true },
      moneyQuickPicks: 'high',
    };
    expect(problemLines(SLUG, withForms(forms))).toEqual([]);
    expect(resolvedSite(SLUG, withForms(forms)).forms).toEqual(forms);
  });
});

describe('forms: mistakes a marketing editor can act on', () => {
  it('a switch that is not true or false', () => {
    expect(problemLines(SLUG, withForms({ enquiry: { messageOptional: 'yes' } }))).toEqual([
      `${FILE}: $.forms.enquiry.messageOptional: true or false, received "yes"`,
    ]);
    expect(problemLines(SLUG, withForms({ testDrive: { termsNotice: 1 } }))).toEqual([
      `${FILE}: $.forms.testDrive.termsNotice: true or false, received 1`,
    ]);
  });

  it('an unknown quick-pick set lists the sets there are', () => {
    expect(problemLines(SLUG, withForms({ moneyQuickPicks: 'caravan' }))).toEqual([
      `${FILE}: $.forms.moneyQuickPicks: one of ("standard" | "high"), received "caravan"`,
    ]);
    expect(problemLines(SLUG, withForms({ moneyQuickPicks: [300000, 800000] }))).toEqual([
      `${FILE}: $.forms.moneyQuickPicks: one of ("standard" | "high"), received an array of 2`,
    ]);
  });

  it('a misspelt field, at any depth', () => {
    expect(problemLines(SLUG, withForms({ enquiry: { messageRequired: false } }))).toEqual([
      `${FILE}: $.forms.enquiry.messageRequired: ${UNKNOWN} "messageRequired"`,
    ]);
    expect(problemLines(SLUG, withForms({ testDrive: { terms: true }, quickPicks: 'high' })).sort()).toEqual(
      [
        `${FILE}: $.forms.testDrive.terms: ${UNKNOWN} "terms"`,
        `${FILE}: $.forms.quickPicks: ${UNKNOWN} "quickPicks"`,
      ].sort(),
    );
  });

  it('a section that is not an object', () => {
    expect(problemLines(SLUG, withForms({ enquiry: true }))).toEqual([
      `${FILE}: $.forms.enquiry: an object, received true`,
    ]);
  });
});

describe('forms: the quick-pick sets are the domain’s', () => {
  it('accepts the sets src/domain/finance/quick-picks.ts has, and no other', () => {
    for (const range of ['standard', 'high'] as const) {
      expect(moneyQuickPicks(range).length, range).toBeGreaterThan(0);
      expect(problemLines(SLUG, withForms({ moneyQuickPicks: range })), range).toEqual([]);
    }
    expect(problemLines(SLUG, withForms({ moneyQuickPicks: 'huge' }))).toHaveLength(1);
  });
});
