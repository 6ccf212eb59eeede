import { formatPrice } from '../format.ts';
import { MINIMUM_PAYMENT_DOLLARS } from './amount.ts';
import { VERIFICATION_REPLACED } from '../reservations/checkout.ts';
import { PAYMENT_VERIFY_MINUTES } from './request-state.ts';

/** What the online payment page and its API say, in one place. */
export const ONLINE_PAYMENT_MESSAGES = {
  heading: 'Make a payment',
  notValid:
    'This payment link is not valid. Please open the link your dealer sent you exactly as it was sent, or ask them for a new one.',
  signIn: 'Please sign in to make your payment.',
  inFlight: 'This payment is being made. Please wait a moment.',
  tooManyAttempts: 'There have been too many attempts to pay this request. Please contact us to pay it.',
  tooManyRequests: 'Too many requests from your connection. Please wait a few minutes and try again.',
  notTaken: 'This site does not take online payments.',
  noRequest:
    'Payment requests come from us by link: when we ask you for a payment (an invoice, a deposit or the balance of a purchase), we send you a link that opens it here, ready to pay by card.',
  noRequestContact: 'Expecting a request that has not arrived, or want to pay another way? Contact us:',
} as const;

/**
 * What the API says of a payment's bank check (3-D Secure), apart from ONLINE_PAYMENT_MESSAGES
 * (which the page carries): the page shows these as the API sends them.
 */
export const PAYMENT_CHECK_MESSAGES = {
  /** 202: the card's bank asks the shopper to verify the payment. */
  verifying: 'Your bank asks you to verify this payment.',
  /** A payment whose bank check was not done in time: a retry of it is told so. */
  expired: `The bank’s check was not finished within ${PAYMENT_VERIFY_MINUTES} minutes, so this payment was cancelled. Your card has not been charged: please try again.`,
  /** A payment whose bank check the same shopper left for a new attempt: a retry of it is told so. */
  replaced: VERIFICATION_REPLACED,
} as const;

/** 409: the request was paid, on the dealer's clock ('Tuesday 24 November 2026, 1:00 pm AEDT'). */
export const paidOnMessage = (paidOn: string) => `This request was paid on ${paidOn}.`;

/** 410: the link's time ran out before it was paid. */
export const expiredMessage = (expiredOn: string, dealer: string) =>
  `This payment link expired on ${expiredOn}. Please contact ${dealer} for a new one.`;

/** The dealer's refusals of a request's fields, each naming what to send. */
export const PAYMENT_REQUEST_FIELD_MESSAGES = {
  reference:
    'Please send reference: your own reference for this payment (e.g. an invoice number such as INV-1001), 1 to 40 letters, digits and . _ / -, starting with a letter or digit.',
  referenceUsed: 'This reference was used for an earlier payment request on this site. Send a new reference.',
  amount: 'Please send amount as a number of dollars, e.g. 450 or 450.50.',
  amountCents: 'Please send amount in whole cents, e.g. 450.50.',
  amountMinimum: `The amount must be at least ${formatPrice(MINIMUM_PAYMENT_DOLLARS)}.`,
  amountMaximum: (maximum: number) => `The amount must be at most ${formatPrice(maximum)} on this site.`,
  description: 'Please send description: what the payment is for, 1 to 200 characters on one line.',
  name: 'Please send name: the name of the person who is to pay, 1 to 100 characters on one line.',
  fixErrors: 'Please fix the payment request’s fields.',
} as const;
