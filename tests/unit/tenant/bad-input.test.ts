import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/tenant/issues.ts';
import { loadSite } from '../../../src/tenant/load.ts';
import { deleteAt, fileOf, problemLines, rawTenant, setAt } from '../../support/tenant-json.ts';

// issue 2 "Bad input": `tenants/<slug>/site.json: <JSON path>: <expected>, received <found>`
const SLUG = 'southern-cross-motors';
const FILE = fileOf(SLUG);
const PROVIDERS =
  '("Taurus" | "Angle" | "360 Finance" | "Nissan Finance" | "Manual" | "Powertorque" | "AusLoans" | "Car Clarity")';
const UNKNOWN = 'a known field name (see tenants/site.schema.json), received an unknown field';

/** The report for the group's file after one edit: [JSON path, new value], or a path alone to delete it. */
function reportAfter(...edits: ([string, unknown] | string)[]): string[] {
  const raw = rawTenant(SLUG);
  for (const edit of edits) {
    if (typeof edit === 'string') deleteAt(raw, edit);
    else setAt(raw, edit[0], edit[1]);
  }
  return problemLines(SLUG, raw);
}

describe('a valid file', () => {
  it('has nothing to report', () => {
    expect(reportAfter()).toEqual([]);
  });
});

describe('an unknown finance provider', () => {
  it('lists the providers there are', () => {
    expect(reportAfter(['$.finance.provider', 'Macquarie'])).toEqual([
      `${FILE}: $.finance.provider: one of ${PROVIDERS}, received "Macquarie"`,
    ]);
  });
});

describe('a value of the wrong type', () => {
  it('names the type wanted and shows the value found', () => {
    expect(reportAfter(['$.id', '102'])).toEqual([`${FILE}: $.id: a number, received "102"`]);
    expect(reportAfter(['$.features.compare', 'yes'])).toEqual([
      `${FILE}: $.features.compare: true or false, received "yes"`,
    ]);
    expect(reportAfter(['$.locations', {}])).toEqual([`${FILE}: $.locations: an array, received an object`]);
  });

  it('words bare number checks plainly, not in valibot’s notation', () => {
    expect(reportAfter(['$.locations[0].departments[0].openingHours[1].weekday', 7])).toEqual([
      `${FILE}: $.locations[0].departments[0].openingHours[1].weekday: a number of at most 6, received 7`,
    ]);
    expect(reportAfter(['$.id', 1.5])).toEqual([`${FILE}: $.id: a whole number, received 1.5`]);
    expect(reportAfter(['$.name', ''])).toEqual([`${FILE}: $.name: some text (it may not be empty), received ""`]);
  });
});

describe('a missing required field', () => {
  it('is reported at the top level and deep in a list', () => {
    expect(reportAfter('$.name')).toEqual([`${FILE}: $.name: a value for this required field, received nothing`]);
    expect(reportAfter('$.locations[0].address.postcode')).toEqual([
      `${FILE}: $.locations[0].address.postcode: a value for this required field, received nothing`,
    ]);
  });

  it('is reported inside the chosen variant', () => {
    expect(reportAfter(['$.features.onlineBuying', { mode: 'makes' }])).toEqual([
      `${FILE}: $.features.onlineBuying.makes: a value for this required field, received nothing`,
    ]);
  });
});

describe('an unknown key', () => {
  it('is reported at the top level', () => {
    expect(reportAfter(['$.colour', 'red'])).toEqual([`${FILE}: $.colour: ${UNKNOWN} "colour"`]);
  });

  it('is reported in a nested object and in a list entry', () => {
    expect(reportAfter(['$.features.garage', { enabled: true, route: '/my-garage', path: '/garage' }])).toEqual([
      `${FILE}: $.features.garage.path: ${UNKNOWN} "path"`,
    ]);
    expect(reportAfter(['$.locations[1].address.suburb', 'Dandenong'])).toEqual([
      `${FILE}: $.locations[1].address.suburb: ${UNKNOWN} "suburb"`,
    ]);
  });

  it('is reported for every misspelt key of the same object, not only the first', () => {
    const lines = reportAfter(
      ['$.colour', 'red'],
      ['$.logo', 'x'],
      ['$.locations[0].address.suburb', 'a'],
      ['$.locations[0].address.region', 'b'],
    );
    expect(lines.sort()).toEqual(
      [
        `${FILE}: $.colour: ${UNKNOWN} "colour"`,
        `${FILE}: $.logo: ${UNKNOWN} "logo"`,
        `${FILE}: $.locations[0].address.suburb: ${UNKNOWN} "suburb"`,
        `${FILE}: $.locations[0].address.region: ${UNKNOWN} "region"`,
      ].sort(),
    );
  });
});

describe('a bad URL', () => {
  it('asks for an absolute URL', () => {
    expect(reportAfter(['$.domain', 'www.southerncrossmotors.com.au'])).toEqual([
      `${FILE}: $.domain: an absolute URL such as https://www.example.com.au, received "www.southerncrossmotors.com.au"`,
    ]);
    expect(reportAfter(['$.social.facebook', 'facebook.com/southerncrossmotors'])).toEqual([
      `${FILE}: $.social.facebook: an absolute URL such as https://www.example.com.au, received "facebook.com/southerncrossmotors"`,
    ]);
  });

  it('names a link field’s two forms once, at the field’s own path', () => {
    expect(reportAfter(['$.content.promoCards[0].href', 'search/kia'])).toEqual([
      `${FILE}: $.content.promoCards[0].href: a site path starting with / or an http(s) URL, received "search/kia"`,
    ]);
  });
});

describe('a bad postcode', () => {
  it('asks for four digits', () => {
    expect(reportAfter(['$.locations[0].address.postcode', '319'])).toEqual([
      `${FILE}: $.locations[0].address.postcode: a 4-digit postcode, received "319"`,
    ]);
  });

  it('asks for text when the postcode is a number (a leading 0 would be lost)', () => {
    expect(reportAfter(['$.locations[0].address.postcode', 3199])).toEqual([
      `${FILE}: $.locations[0].address.postcode: a string, received 3199`,
    ]);
  });
});

describe('a location of an unknown dealership', () => {
  it('lists the dealerships there are', () => {
    expect(reportAfter(['$.locations[2].dealershipSlug', 'southern-cross-nissan-geelong'])).toEqual([
      `${FILE}: $.locations[2].dealershipSlug: one of the dealerships' slugs (southern-cross-kia-mg-frankston, southern-cross-ford-mazda-dandenong, southern-cross-nissan-mitsubishi-geelong, southern-cross-jeep-chery-ballarat, southern-cross-mazda-kia-mg-hobart, southern-cross-ford-nissan-launceston), received "southern-cross-nissan-geelong"`,
    ]);
  });
});

describe('a slug that is not the folder name', () => {
  it('names the folder', () => {
    expect(reportAfter(['$.slug', 'southern-cross'])).toEqual([
      `${FILE}: $.slug: the folder name "southern-cross-motors", received "southern-cross"`,
    ]);
  });

  it('catches a file copied into another tenant’s folder', () => {
    expect(problemLines('southern-cross-tasmania', rawTenant(SLUG))).toEqual([
      'tenants/southern-cross-tasmania/site.json: $.slug: the folder name "southern-cross-tasmania", received "southern-cross-motors"',
    ]);
  });
});

describe('a primary action the site does not offer', () => {
  it('names the rule; with the switch on the same choice is fine', () => {
    // southern-cross-motors takes no reservations
    expect(reportAfter(['$.vehiclePage', { primaryAction: 'reserve' }])).toEqual([
      `${FILE}: $.vehiclePage.primaryAction: an action the site offers (its switch on), received "reserve"`,
    ]);
    expect(
      reportAfter(['$.vehiclePage', { primaryAction: 'reserve' }], ['$.features.reserve', { enabled: true }]),
    ).toEqual([]);
  });
});

describe('a site that sells online or takes online payments without a dealer key', () => {
  it('asks for the variable of the dealer’s key', () => {
    const expected = `${FILE}: $.dealerApi: the variable of the dealer’s key, e.g. {"keyEnv": "MY_SITE_DEALER_KEY"}, on a site that sells online or takes online payments, received nothing`;
    expect(reportAfter('$.dealerApi')).toEqual([expected]);
    expect(reportAfter('$.dealerApi', '$.onlinePayment')).toEqual([expected]);
    expect(reportAfter('$.dealerApi', ['$.features.onlineBuying', { mode: 'off' }])).toEqual([expected]);
    expect(reportAfter('$.dealerApi', '$.onlinePayment', ['$.features.onlineBuying', { mode: 'off' }])).toEqual([]);
  });
});

describe('a file that is not a site object', () => {
  it('says so in one line', () => {
    expect(problemLines(SLUG, [])).toEqual([`${FILE}: $: an object holding the site settings, received an array of 0`]);
    expect(problemLines(SLUG, null)).toEqual([`${FILE}: $: an object holding the site settings, received null`]);
  });
});

describe('invalid JSON syntax', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  it('names the file and where the syntax breaks', () => {
    root = mkdtempSync(join(tmpdir(), 'tenants-'));
    mkdirSync(join(root, 'broken-json'));
    writeFileSync(join(root, 'broken-json', 'site.json'), '{\n  "slug": "broken-json",\n  "template": "leisure",\n}\n');
    const result = loadSite('broken-json', root);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      `${root}/broken-json/site.json: $: a readable JSON file, received Expected double-quoted property name in JSON at position 52 (line 4 column 1)`,
    ]);
  });
});

describe('several problems in one file', () => {
  it('are all listed at once, schema and cross-reference problems together', () => {
    const lines = reportAfter(
      ['$.finance.provider', 'Macquarie'],
      ['$.id', '102'],
      '$.name',
      ['$.colour', 'red'],
      ['$.locations[0].address.postcode', '319'],
      ['$.social.facebook', 'facebook.com/southerncrossmotors'],
      ['$.slug', 'southern-cross'],
      ['$.locations[5].dealershipSlug', 'southern-cross-launceston'],
    );
    expect(lines.sort()).toEqual(
      [
        `${FILE}: $.finance.provider: one of ${PROVIDERS}, received "Macquarie"`,
        `${FILE}: $.id: a number, received "102"`,
        `${FILE}: $.name: a value for this required field, received nothing`,
        `${FILE}: $.colour: ${UNKNOWN} "colour"`,
        `${FILE}: $.locations[0].address.postcode: a 4-digit postcode, received "319"`,
        `${FILE}: $.social.facebook: an absolute URL such as https://www.example.com.au, received "facebook.com/southerncrossmotors"`,
        `${FILE}: $.slug: the folder name "southern-cross-motors", received "southern-cross"`,
        `${FILE}: $.locations[5].dealershipSlug: one of the dealerships' slugs (southern-cross-kia-mg-frankston, southern-cross-ford-mazda-dandenong, southern-cross-nissan-mitsubishi-geelong, southern-cross-jeep-chery-ballarat, southern-cross-mazda-kia-mg-hobart, southern-cross-ford-nissan-launceston), received "southern-cross-launceston"`,
      ].sort(),
    );
  });
});

describe('an image CDN format (images.cdn, spec §7)', () => {
  it('names what is missing from the format', () => {
    expect(reportAfter(['$.images', { cdn: 'https://images.example.com/{src}?w={width}' }])).toEqual([
      `${FILE}: $.images.cdn: {quality} exactly once, received "https://images.example.com/{src}?w={width}"`,
    ]);
    expect(reportAfter(['$.images', { cdn: 'http://images.example.com/{src}?w={width}&q={quality}' }])).toEqual([
      `${FILE}: $.images.cdn: a URL format starting with {src}, / or https://host/, received "http://images.example.com/{src}?w={width}&q={quality}"`,
    ]);
  });
});
