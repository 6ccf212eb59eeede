import * as v from 'valibot';
import { australianMobile } from '../../domain/account/mobile-number.ts';
import { isSignInCode, SIGN_IN_MESSAGES } from '../../domain/account/sign-in-policy.ts';
import { issuesByField } from '../schema-issues.ts';

const body = (keys: string) =>
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    `Please send ${keys} as a JSON object.`,
  );

/** An Australian mobile number as typed, out as E.164. */
const phone = v.pipe(
  v.string(SIGN_IN_MESSAGES.phone),
  v.check((typed) => australianMobile(typed) !== null, SIGN_IN_MESSAGES.phone),
  v.transform((typed) => australianMobile(typed) ?? typed),
);

const code = v.pipe(v.string(SIGN_IN_MESSAGES.code), v.trim(), v.check(isSignInCode, SIGN_IN_MESSAGES.code));

const CodeRequest = v.pipe(body('{phone}'), v.object({ phone }));
const CodeAnswer = v.pipe(body('{phone, code}'), v.object({ phone, code }));

type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function check<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: issuesByField(result.issues, 'body') };
}

/** POST /sign-in/code: the number to send a code to. */
export const checkCodeRequest = (input: unknown) => check(CodeRequest, input);

/** POST /sign-in/verify: the number and the code typed back. */
export const checkCodeAnswer = (input: unknown) => check(CodeAnswer, input);
