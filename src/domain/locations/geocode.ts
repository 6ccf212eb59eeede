/**
 * spec §5 "Geocode: empty results raise 'Invalid postcode'", §8 "Geocode with no results":
 * what a shopper reads when their postcode is found nowhere (the delivery fee of a car
 * bought online; the nearest dealer). A postcode that is not four digits has the form's
 * own message (FORM_MESSAGES.postcode) before it is looked up.
 */
export const POSTCODE_NOT_FOUND = 'Invalid postcode';
