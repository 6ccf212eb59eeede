import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapPageUrl } from '../../../../src/views/vehicle/map.ts';

describe('the vehicle map (spec §2 #vehicle-map)', () => {
  const wickham = { lat: -32.9234, long: 151.7571 };

  it('embeds OpenStreetMap around the location, with its marker', () => {
    const url = new URL(mapEmbedUrl(wickham));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('-32.92340,151.75710');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west! < wickham.long && wickham.long < east!).toBe(true);
    expect(south! < wickham.lat && wickham.lat < north!).toBe(true);
    expect(east! - west!).toBeCloseTo(0.016, 5);
  });

  it('links the same place on openstreetmap.org', () => {
    expect(mapPageUrl(wickham)).toBe(
      'https://www.openstreetmap.org/?mlat=-32.92340&mlon=151.75710#map=16/-32.92340/151.75710',
    );
  });
});
