import { useEffect, useRef, useState } from 'react';
import type { PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';
import { mountCardField, type CardField } from './card-field.ts';

/**
 * The processor's card field in the element `host` points at, while `payment` says which
 * processor (null: no card field on screen). Enter in the field submits the host's form.
 */
export function useCardField(payment: PaymentBrowserConfig | null, amountCents: number) {
  const host = useRef<HTMLDivElement>(null);
  const card = useRef<CardField | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!payment || !host.current || card.current) return;
    const field = mountCardField(host.current, payment, {
      amountCents,
      onSubmit: () => host.current?.closest('form')?.requestSubmit(),
    });
    card.current = field;
    void field.ready.then(() => setReady(true));
    return () => {
      field.destroy();
      card.current = null;
      setReady(false);
    };
  }, [payment, amountCents]);

  return { host, card, ready };
}
