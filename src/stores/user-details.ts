import { persistentAtom } from '@nanostores/persistent';
import { storableUserDetails, type UserDetails } from '../domain/contact/user-details.ts';

/** The localStorage key of the stored user details (spec §3). */
export const USER_DETAILS_KEY = 'user-details';

/** What was stored, if it still passes the rule; anything else (edited by hand, an old shape) is forgotten. */
function decode(text: string): UserDetails | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? storableUserDetails(parsed) : null;
  } catch {
    return null;
  }
}

/**
 * spec §3 "Stored user details: name, last_name, email, phone, postcode, remembered
 * locally": the next form starts with them. Shared by every form island on the page and
 * kept in step across tabs.
 */
export const $userDetails = persistentAtom<UserDetails | null>(USER_DETAILS_KEY, null, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode,
});

/**
 * Remembers the details a shopper sent, only when name, email and phone are all present
 * (spec §5); otherwise what was stored before stays. Returns what was stored, or null.
 */
export function rememberUserDetails(values: Readonly<Record<string, unknown>>): UserDetails | null {
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : undefined);
  const details = storableUserDetails({
    name: text('name'),
    last_name: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
  });
  if (details) $userDetails.set(details);
  return details;
}
