// a backslash, which browsers read as a slash, or a control character, which they drop
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;

/**
 * spec §2 /sign-in: `redirect` and `back` are where the page goes after signing in and
 * without it. Only a path on this site is taken; an absolute URL, a protocol-relative one
 * (`//evil.example`), a backslash (browsers read `/\evil.example` as `//evil.example`), a
 * control character or anything not starting with one `/` becomes '/', so a sign-in link
 * can never send a shopper to another site (an open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  if (UNSAFE_CHARACTER.test(value)) return '/';
  // a path whose decoded form starts a new authority is as bad as the raw one
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (decoded.startsWith('//') || UNSAFE_CHARACTER.test(decoded)) return '/';
  return value;
}
