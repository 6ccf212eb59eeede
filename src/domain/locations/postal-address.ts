/**
 * An address as it is printed: the street, then the locality (suburb, state, postcode). A
 * car without a location of its own names only its town and state, so street and postcode
 * may be missing.
 */
export interface PostalAddress {
  street?: string | null;
  city: string;
  state: string;
  postcode?: string | null;
}

type Parts = { [K in keyof PostalAddress]-?: string | null };

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The address's parts, trimmed; an empty part is null, so it prints no separator either. */
export function addressParts(address: PostalAddress): Parts {
  return {
    street: present(address.street),
    city: present(address.city),
    state: present(address.state),
    postcode: present(address.postcode),
  };
}

/** The address on one line, for a map search or a plain-text sheet: "112 Marine Parade, Mayfield East NSW 2304". */
export function addressLine(address: PostalAddress): string {
  const { street, city, state, postcode } = addressParts(address);
  const locality = [city, state, postcode].filter(Boolean).join(' ');
  return [street, locality].filter(Boolean).join(', ');
}

/**
 * Where Get Directions leads: the place's own map page when the dealer gave one, otherwise
 * a directions search for the address, so the link never depends on the embedded map.
 */
export function directionsHref(address: PostalAddress, placeUrl: string | null | undefined): string {
  const own = present(placeUrl);
  return own ?? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(address))}`;
}
