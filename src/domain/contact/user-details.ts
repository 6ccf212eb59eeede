/** spec §3 Stored user details: remembered locally to prefill the next form. */
export interface UserDetails {
  name: string;
  last_name?: string;
  email: string;
  phone: string;
  postcode?: string;
}

type MaybeUserDetails = { [K in keyof UserDetails]?: string | null };

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

/**
 * spec §5 "Name, email and phone must all be present for user details to be stored":
 * the details to remember (trimmed, blank optional fields left out), or null when any of
 * the three is missing or blank.
 */
export function storableUserDetails(details: MaybeUserDetails): UserDetails | null {
  const { name, email, phone, last_name, postcode } = details;
  if (!filled(name) || !filled(email) || !filled(phone)) return null;
  return {
    name: name.trim(),
    email: email.trim(),
    phone: phone.trim(),
    ...(filled(last_name) ? { last_name: last_name.trim() } : {}),
    ...(filled(postcode) ? { postcode: postcode.trim() } : {}),
  };
}
