/**
 * The numbers of phone sign-in (README "Shopper accounts"). Codes are short and sent by SMS,
 * which costs the dealer money, so every code is single use, short-lived and allowed few
 * wrong tries, and codes sent are capped per number, per address and per site each day.
 */
export const SIGN_IN_POLICY = {
  codeDigits: 6,
  codeLifetimeMinutes: 10,
  maxWrongTries: 5,
  codesPerNumberPerHour: 5,
  codesPerAddressPerHour: 10,
  codesPerSitePerDay: 500,
  /** Codes typed back from one address, across numbers: 20, then 20 per 10 minutes. */
  codeChecksPerAddress: { burst: 20, perSeconds: 600 },
  /** A session unused this long ends (ASVS 7.3.1). */
  sessionIdleDays: 7,
  /** A session ends this long after sign-in however it is used (ASVS 7.3.2). */
  sessionAbsoluteDays: 30,
  /**
   * Deleting the account needs a session signed in this recently (ASVS 5.0 7.5.1: full
   * re-authentication before a sensitive account change); an older one signs in again first.
   */
  recentSignInMinutes: 10,
} as const;

export const SIGN_IN_MESSAGES = {
  phone: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
  code: 'Please enter the 6-digit code from the SMS.',
  wrongCode: 'That code is not right. Check the SMS and try again.',
  expired: 'That code has expired or has been used. Ask for a new one.',
  tooManyTries: 'Too many wrong tries for this code. Ask for a new one.',
  tooManyForNumber: 'Too many codes have been sent to this number. Please try again later.',
  tooManyFromHere: 'Too many codes have been asked for from here. Please try again later.',
  siteCap: 'Sign-in codes cannot be sent just now. Please try again later.',
  tooManyChecks: 'Too many codes have been tried from here. Please try again later.',
  sendFailed: 'The code could not be sent just now. Please try again in a minute.',
} as const;

const CODE_PATTERN = new RegExp(`^[0-9]{${SIGN_IN_POLICY.codeDigits}}$`);

/** A code as the SMS gives it: exactly its 6 digits (the page and the API check the same). */
export function isSignInCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** What the newest code of a number says about a code typed back. */
export type CodeVerdict = 'signed-in' | 'wrong' | 'expired' | 'too-many-tries';

export interface IssuedCode {
  expired: boolean;
  used: boolean;
  wrongTries: number;
}

/**
 * The verdict on a code typed back against the number's newest code (null: none was sent),
 * and whether the try counts against the code. A used, expired or exhausted code is refused
 * whatever was typed, so a correct guess after the fifth wrong one still fails.
 */
export function judgeCode(
  issued: IssuedCode | null,
  matches: boolean,
  maxWrongTries: number = SIGN_IN_POLICY.maxWrongTries,
): { verdict: CodeVerdict; countsTry: boolean } {
  if (!issued || issued.used || issued.expired) return { verdict: 'expired', countsTry: false };
  if (issued.wrongTries >= maxWrongTries) return { verdict: 'too-many-tries', countsTry: false };
  if (matches) return { verdict: 'signed-in', countsTry: false };
  return { verdict: issued.wrongTries + 1 >= maxWrongTries ? 'too-many-tries' : 'wrong', countsTry: true };
}

/** The message a refused code is answered with. */
export function codeVerdictMessage(verdict: Exclude<CodeVerdict, 'signed-in'>): string {
  if (verdict === 'wrong') return SIGN_IN_MESSAGES.wrongCode;
  if (verdict === 'too-many-tries') return SIGN_IN_MESSAGES.tooManyTries;
  return SIGN_IN_MESSAGES.expired;
}

/** The text of the SMS: the code first (phones show it in the notification), then the origin-bound line of the WebOTP format. */
export function signInSmsText(code: string, siteName: string, hostname: string | undefined): string {
  const lines = [
    `${code} is your ${siteName} sign-in code. It expires in ${SIGN_IN_POLICY.codeLifetimeMinutes} minutes. Never share it.`,
  ];
  if (hostname) lines.push('', `@${hostname} #${code}`);
  return lines.join('\n');
}
