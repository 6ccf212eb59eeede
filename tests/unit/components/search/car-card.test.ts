import { parse, type HTMLElement } from 'node-html-parser';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leadFormProps } from '../../../../src/views/forms/lead-form-props.ts';
import { CarCard, type CarCardProps } from '../../../../src/components/search/CarCard.tsx';
import { carLeadForms } from '../../../../src/views/forms/car-lead-forms.ts';
import { CarLeadDialog } from '../../../../src/components/search/CarLeadDialog.tsx';
import { carLeadFormProps } from '../../../../src/components/forms/car-lead-form-props.ts';
import { PromoCard } from '../../../../src/components/search/PromoCard.tsx';
import { carCardView, type CarCardOptions } from '../../../../src/views/search/card-view.ts';
import type { SearchDocument } from '../../../../src/search/document.ts';
import { formatProblem } from '../../../../src/tenant/issues.ts';
import { loadSite } from '../../../../src/tenant/load.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';
import { cardOptions, NOW, searchDoc } from '../../../support/card-fixtures.ts';

function card(
  doc: Partial<SearchDocument> = {},
  props: Omit<CarCardProps, 'view'> = {},
  options: Partial<CarCardOptions> = {},
): HTMLElement {
  const view = carCardView(searchDoc(doc), cardOptions(options), NOW);
  return parse(renderToStaticMarkup(createElement(CarCard, { view, ...props })));
}

/** What a screen reader announces for an element: its text, visually hidden helpers in, aria-hidden parts out. */
function name(element: HTMLElement | null): string | undefined {
  if (!element) return undefined;
  const copy = parse(element.outerHTML);
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
}
const links = (root: HTMLElement) =>
  root.querySelectorAll('a').map((a) => ({ name: name(a), href: a.getAttribute('href') }));

describe('CarCard markup', () => {
  it('an article named by its heading, which links to the vehicle page', () => {
    const root = card();
    const article = root.querySelector('article')!;
    const heading = root.querySelector('h2')!;
    expect(article.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.querySelector('a')?.getAttribute('href')).toBe('/cars/2021-toyota-rav4-gx-101');
    expect(name(heading)).toBe('2021 Toyota RAV4 GX');
    expect(card({}, { headingLevel: 3 }).querySelector('h3')).not.toBeNull();
  });

  it('the image is named after the car, has its size and waits below the fold', () => {
    const img = card().querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('2021 Toyota RAV4 GX');
    expect(img.getAttribute('width')).toBe('1000');
    expect(img.getAttribute('height')).toBe('625');
    expect(img.getAttribute('src')).toBe('/img/cars/suv-red-side.svg?w=1000&q=75');
    expect(img.getAttribute('srcset')).toContain('?w=400&q=75 400w');
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeUndefined();
  });

  it.each([
    ['high', 'eager', 'high'],
    ['eager', 'eager', undefined],
  ] as const)('above the fold (%s): loading %s, fetchpriority %s', (imageLoading, loading, priority) => {
    const img = card({}, { imageLoading }).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe(loading);
    expect(img.getAttribute('fetchpriority')).toBe(priority);
  });

  it('no photo: the New arrival panel with a Request Photos link to the form page', () => {
    const root = card({ photos_count: 0 });
    expect(root.querySelector('img')).toBeNull();
    const panel = root.querySelector('.car-card__placeholder')!;
    expect(panel.textContent).toContain('New arrival');
    expect(links(panel)).toEqual([
      { name: 'Request Photos: 2021 Toyota RAV4 GX', href: '/contact?car_id=2021-toyota-rav4-gx-101&car_type=used' },
    ]);
  });

  it('the tag banner and the location overlay', () => {
    const root = card({ tag: 'Runout Sale' });
    expect(name(root.querySelector('.car-card__tag'))).toBe('Runout Sale');
    expect(name(root.querySelector('.car-card__location'))).toBe('Location: Harbourside Toyota Geelong');
    const bare = card({}, {}, { showLocation: false });
    expect(bare.querySelector('.car-card__tag')).toBeNull();
    expect(bare.querySelector('.car-card__location')).toBeNull();
  });

  it('condition, transmission, odometer and fuel as a description list', () => {
    const pairs = card()
      .querySelectorAll('dl > div')
      .map((row) => [name(row.querySelector('dt')), name(row.querySelector('dd'))]);
    expect(pairs).toEqual([
      ['Condition', 'Used'],
      ['Transmission', 'Automatic'],
      ['Odometer', '12,345 km'],
      ['Fuel', 'Petrol'],
    ]);
  });

  it('the price, its type and the was-price', () => {
    const price = card({ before_price: 29990 }).querySelector('.car-card__price')!;
    expect(name(price.querySelector('.car-card__amount'))).toBe('$27,990');
    expect(name(price.querySelector('.car-card__price-type'))).toBe('Drive Away');
    expect(name(price.querySelector('.car-card__was-price'))).toBe('Was $29,990');
    expect(price.querySelector('s')?.textContent).toBe('$29,990');
  });

  it('a subscription price reads per week', () => {
    const amount = card({ subscription_price: 149 }, {}, { subscriptions: true }).querySelector('.car-card__amount');
    expect(name(amount)).toBe('$149 per week');
    expect(amount?.querySelector('[aria-hidden="true"]')?.textContent).toBe('/wk');
  });

  it('the no-price text', () => {
    expect(name(card({ price: 0 }).querySelector('.car-card__amount'))).toBe('Enquire for price.');
  });

  it('an available car: the buttons are links that work without script, each naming the car', () => {
    const actions = card().querySelector('.car-card__actions')!;
    expect(links(actions)).toEqual([
      { name: 'View Details: 2021 Toyota RAV4 GX', href: '/cars/2021-toyota-rav4-gx-101' },
      { name: 'Quick Enquiry: 2021 Toyota RAV4 GX', href: '/contact?car_id=2021-toyota-rav4-gx-101&car_type=used' },
      { name: 'Reserve Now — $200: 2021 Toyota RAV4 GX', href: '/cars/2021-toyota-rav4-gx-101/checkout' },
    ]);
    expect(actions.querySelector('[aria-haspopup]')).toBeNull();
    expect(actions.querySelector('button')).toBeNull();
  });

  it('with a form callback, the form links say they open a dialog', () => {
    const root = card({ photos_count: 0 }, { onLeadForm: () => {} });
    const popups = root.querySelectorAll('[aria-haspopup="dialog"]').map((a) => name(a));
    expect(popups).toEqual(['Request Photos: 2021 Toyota RAV4 GX', 'Quick Enquiry: 2021 Toyota RAV4 GX']);
  });

  it('a sold car: SOLD and Find Me Something Similar, no sales buttons', () => {
    const actions = card({ status: 'sold' }).querySelector('.car-card__actions')!;
    expect(name(actions.querySelector('.car-card__sold'))).toBe('SOLD');
    expect(links(actions).map((link) => link.name)).toEqual([
      'View Details: 2021 Toyota RAV4 GX',
      'Find Me Something Similar: 2021 Toyota RAV4 GX',
    ]);
  });
});

describe('PromoCard markup', () => {
  const promo = {
    id: 'stocktake',
    title: 'Stocktake Sale',
    text: 'Runout prices on 2025 stock.',
    linkText: 'See the deals',
  };

  it('an article named by its heading, with its text and link', () => {
    const root = parse(renderToStaticMarkup(createElement(PromoCard, { card: { ...promo, href: '/special-offers' } })));
    const heading = root.querySelector('h2')!;
    expect(root.querySelector('article')?.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(name(heading)).toBe('Stocktake Sale');
    expect(name(root.querySelector('p'))).toBe('Runout prices on 2025 stock.');
    expect(links(root)).toEqual([{ name: 'See the deals: Stocktake Sale', href: '/special-offers' }]);
    expect(root.querySelector('a')?.getAttribute('rel')).toBeUndefined();
  });

  it('an outside link opens without giving the page a handle on ours', () => {
    const root = parse(
      renderToStaticMarkup(
        createElement(PromoCard, { card: { ...promo, href: 'https://example.com/' }, headingLevel: 3 }),
      ),
    );
    expect(root.querySelector('h3')).not.toBeNull();
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener');
  });
});

function demo(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.site;
}

describe('the card’s lead forms', () => {
  const site = demo('southern-cross-motors');
  const forms = carLeadForms(site);
  const car = carCardView(searchDoc({ dealership_slug: site.dealerships[0]!.slug }), cardOptions(), NOW).car;

  it('are the site’s enquiry, Request Photos and Find Me Something Similar forms, with unique ids', () => {
    expect(forms.enquiry!).toEqual(
      leadFormProps(site, 'enquiry', { formId: 'car-enquiry', labelledBy: 'car-enquiry-heading' }),
    );
    expect(forms['request-photos']!.kind).toBe('request-photos');
    expect(forms['find-similar']!.kind).toBe('find-similar');
    expect(new Set(Object.values(forms).map((form) => form!.formId)).size).toBe(3);
  });

  it('carry the car (spec §3 Identity and context)', () => {
    const props = carLeadFormProps(forms.enquiry!, 'enquiry', car);
    expect(props.car).toEqual({
      id: car.slug,
      name: '2021 Toyota RAV4 GX',
      car_type: 'used',
      tag: null,
      // what /success shows of the car the lead was about
      imageSrc: '/img/cars/suv-red-side.svg?w=1000&q=75',
      priceText: '$27,990',
      // what the dialog and /success call it (site.stock)
      words: { noun: 'car', nouns: 'cars', testDrive: 'Test Drive' },
      // spec §3 tracking event parameters, sent with the lead's event; the document has no badge
      tracking: {
        vehicleStatus: 'in_stock',
        vehicleMake: 'Toyota',
        vehicleModel: 'RAV4',
        vehicleYear: 2021,
        vehicleKilometers: 12345,
      },
    });
    expect(props.context).toEqual({
      car_id: car.slug,
      car_type: 'used',
      stock_number: 'HT1234',
      dealership_slug: site.dealerships[0]!.slug,
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
    });
  });

  it('choose the car’s dealership where the enquiry asks for one (a group of several)', () => {
    const select = forms.enquiry!.fields.find((field) => field.name === 'dealership_slug');
    expect(select?.options).toContain(car.dealership_slug);
    expect(carLeadFormProps(forms.enquiry!, 'enquiry', car).prefill?.['dealership_slug']).toBe(car.dealership_slug);
    // a dealership the select does not offer would only meet the shopper as an error
    const stranger = { ...car, dealership_slug: 'not-of-this-group' };
    expect(carLeadFormProps(forms.enquiry!, 'enquiry', stranger).prefill?.['dealership_slug']).toBeUndefined();
  });

  it('choose the car’s location where the form asks for one, when it is one of the choices', () => {
    // this group's enquiry form shows the location select (site.forms.enquiry.locationSelect)
    const choices = forms.enquiry!.fields.find((field) => field.name === 'location')!.options!;
    const at = choices[1]!;
    expect(carLeadFormProps(forms.enquiry!, 'enquiry', { ...car, location_slug: at }).prefill?.['location']).toBe(at);
    const elsewhere = { ...car, location_slug: 'not-a-location' };
    expect(carLeadFormProps(forms.enquiry!, 'enquiry', elsewhere).prefill?.['location']).toBeUndefined();
  });

  it('Find Me Something Similar: its message and subcategory (spec §2 Vehicle page)', () => {
    const props = carLeadFormProps(forms['find-similar']!, 'find-similar', car);
    expect(props.prefill?.['message']).toBe('Can you please find me something similar?');
    expect(props.context.subcategory).toBe('Find me something similar');
  });

  it('Make an Offer: the placeholder names the car’s price (spec §5)', () => {
    const offer = carLeadForms(site, ['make-an-offer'])['make-an-offer']!;
    const summary = { image: null, price: '$30,000', amount: 30000, priceType: null, attributes: [] };
    const props = carLeadFormProps(offer, 'make-an-offer', car, summary);
    expect(props.fields.find((field) => field.name === 'offer_from_client')?.placeholder).toBe(
      'Your offer i.e. $30,000',
    );
    expect(props.submitLabel).toBe('Send Offer');
    // unpriced: the form's own placeholder stays
    const unpriced = carLeadFormProps(offer, 'make-an-offer', car, { ...summary, amount: 0 });
    expect(unpriced.fields).toBe(offer.fields);
  });

  it('Request Photos: its hidden text (spec §5)', () => {
    const props = carLeadFormProps(forms['request-photos']!, 'request-photos', car);
    expect(props.prefill?.['request']).toBe('Please send photos for this car');
    // a site that sells vehicles asks for photos of 'this vehicle' (site.stock), and so does its ADF comment
    const words = { noun: 'vehicle', nouns: 'vehicles', testDrive: 'Book a Viewing' };
    const vehicle = carLeadFormProps(forms['request-photos']!, 'request-photos', { ...car, words });
    expect(vehicle.prefill?.['request']).toBe('Please send photos for this vehicle');
  });

  it("Test Drive: a caravan's dialog books a viewing, a car's a test drive (site.stock)", () => {
    const testDrive = carLeadForms(site, ['test-drive'])['test-drive']!;
    expect(carLeadFormProps(testDrive, 'test-drive', car).submitLabel).toBe('Book Test Drive');
    const caravan = { ...car, words: { noun: 'vehicle', nouns: 'vehicles', testDrive: 'Book a Viewing' } };
    expect(carLeadFormProps(testDrive, 'test-drive', caravan).submitLabel).toBe('Book a Viewing');
    const bike = { ...car, words: { noun: 'vehicle', nouns: 'vehicles', testDrive: 'Test Ride' } };
    expect(carLeadFormProps(testDrive, 'test-drive', bike).submitLabel).toBe('Book Test Ride');
  });

  const dialog = (request: Parameters<typeof CarLeadDialog>[0]['request']) =>
    parse(renderToStaticMarkup(createElement(CarLeadDialog, { forms, request, onClose: () => {} })));

  it('the dialog stays empty until a card asks for a form', () => {
    const root = dialog(null);
    expect(root.querySelector('dialog')?.classList.contains('site-dialog')).toBe(true);
    expect(root.querySelector('form')).toBeNull();
  });

  it.each([
    ['enquiry', 'Quick Enquiry'],
    ['request-photos', 'Request Photos'],
    ['find-similar', 'Like this and want something similar?'],
  ] as const)('%s: named by its heading, about the car, with a close button', (kind, title) => {
    const root = dialog({ kind, car });
    const element = root.querySelector('dialog')!;
    const heading = root.querySelector('h2')!;
    expect(element.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(name(heading)).toBe(title);
    expect(name(root.getElementById(element.getAttribute('aria-describedby')!))).toBe('2021 Toyota RAV4 GX');
    expect(root.querySelector('form')?.getAttribute('aria-labelledby')).toBe(heading.id);
    const close = root.querySelector('button.site-dialog__close')!;
    expect(close.getAttribute('type')).toBe('button');
    expect(name(close)).toBe('Close');
  });
});

describe('the heart on a card (spec §4 Favourites)', () => {
  it('a button named for its car, unpressed in the built page, marked with the car id', () => {
    const heart = card().querySelector('button.favourite-button');
    expect(name(heart)).toBe('Favourite: 2021 Toyota RAV4 GX');
    expect(heart?.getAttribute('aria-pressed')).toBe('false');
    expect(heart?.getAttribute('data-favourite-id')).toBe('101');
  });

  it('none where the rules hide it', () => {
    expect(card({ status: 'sold' }).querySelector('button.favourite-button')).toBeNull();
  });
});
