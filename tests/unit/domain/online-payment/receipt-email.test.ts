import { describe, expect, it } from 'vitest';
import { cardText, paymentReceiptEmail } from '../../../../src/domain/online-payment/receipt-email.ts';

const input = {
  siteName: 'Harbourside Toyota',
  name: 'Alex Driver',
  reference: 'INV-1001',
  receipt: '3F2A9C1B',
  description: '60,000 km logbook service',
  amountCents: 45_050,
  paidOn: 'Monday 23 November 2026, 1:00 pm AEDT',
  card: { brand: 'visa', last4: '4242' },
  dealer: { name: 'Harbourside Toyota', phone: '02 4961 2200', email: 'sales@example.com.au' },
};

describe('the payment receipt e-mail', () => {
  it('says what was paid, for what, when, by which card, the references and who to ask', () => {
    const email = paymentReceiptEmail(input);
    expect(email.subject).toBe('Your payment receipt – INV-1001 – Harbourside Toyota');
    expect(email.text.split('\n')).toEqual([
      'Hello Alex Driver,',
      '',
      'Thank you for your payment to Harbourside Toyota. This is your receipt.',
      '',
      'Amount paid: $450.50 (AUD)',
      'For: 60,000 km logbook service',
      'Reference: INV-1001',
      'Receipt number: 3F2A9C1B',
      'Paid on: Monday 23 November 2026, 1:00 pm AEDT',
      'Card: Visa ending 4242',
      '',
      'Questions about this payment? Call Harbourside Toyota on 02 4961 2200 or write to sales@example.com.au, quoting your reference.',
      '',
      'Harbourside Toyota',
    ]);
  });

  it('leaves the card out when the processor did not name it', () => {
    expect(paymentReceiptEmail({ ...input, card: null }).text).not.toContain('Card:');
  });

  it.each([
    [{ brand: 'amex', last4: '0005' }, 'American Express ending 0005'],
    [{ brand: 'Mastercard', last4: '4444' }, 'Mastercard ending 4444'],
    [{ brand: 'unionpay', last4: '1234' }, 'unionpay ending 1234'],
    [null, null],
  ])('names %j as %j', (card, text) => expect(cardText(card)).toBe(text));
});
