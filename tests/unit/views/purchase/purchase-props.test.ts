import { describe, expect, it } from 'vitest';
import { FINANCE_TERMS_MONTHS } from '../../../../src/domain/purchase/journey.ts';
import { loadSite } from '../../../../src/tenant/load.ts';
import { purchaseProps } from '../../../../src/views/purchase/purchase-props.ts';

function site(slug: string) {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(`${slug}: config problems`);
  return result.site;
}

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('purchaseProps: what the purchase island asks at each step', () => {
  const props = purchaseProps(site('southern-cross-motors'));

  it('asks the names the API’s steps take, the buyer’s as the lead forms ask them', () => {
    expect(names(props.fields.driveAway)).toEqual(['state', 'name', 'last_name', 'email', 'phone']);
    expect(names(props.fields.tradeIn)).toEqual(['rego', 'regoState', 'kms']);
    expect(names(props.fields.finance)).toEqual(['amount', 'term_months']);
    expect(names(props.fields.delivery)).toEqual(['postcode']);
  });

  it('offers the finance terms the API takes, five years first', () => {
    const term = props.fields.finance.find((field) => field.name === 'term_months');
    expect(term?.options).toEqual(FINANCE_TERMS_MONTHS.map(String));
    expect(term?.defaultValue).toBe('60');
  });

  it('sends every visitor to sign in first, whatever the site’s checkout switch (the journey is the shopper’s)', () => {
    expect(site('southern-cross-motors').features.signIn.checkout).toBe(false);
    expect(props.signInType).toBe('checkout');
  });
});
