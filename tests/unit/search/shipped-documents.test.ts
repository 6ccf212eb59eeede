import { describe, expect, it } from 'vitest';
import { shipDocument, unshipDocument } from '../../../src/search/shipped-documents.ts';
import { demoDocuments } from '../../support/search/demo-documents.ts';

describe('the documents /search-index.json ships', () => {
  it('come back as the build made them, features, price range and all', async () => {
    const { documents } = await demoDocuments('southern-cross-motors');
    expect(documents.some((d) => d.filtered_features && d.price_range && d.subscription_price_range)).toBe(true);
    for (const document of documents) expect(unshipDocument(shipDocument(document))).toEqual(document);
  });

  it('leave out what the browser works out, and carry the features as one number', async () => {
    const { documents } = await demoDocuments('harbourside-toyota');
    const withFeatures = documents.find((d) => (d.filtered_features?.length ?? 0) > 1)!;
    const shipped = shipDocument(withFeatures);
    expect(shipped).not.toHaveProperty('filtered_features');
    expect(shipped).not.toHaveProperty('price_range');
    expect(typeof (shipped as { features?: unknown }).features).toBe('number');
    expect(JSON.stringify(shipped).length).toBeLessThan(JSON.stringify(withFeatures).length);
  });
});
