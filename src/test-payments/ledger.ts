// The test processor's memory: card tokens, authorisations and idempotent answers. Nothing is
// written to disk: a restart forgets everything, as a test processor may. A card's number is
// never kept, only what the processor decided about it.
import { randomBytes } from 'node:crypto';
import type { CardBrand, CardOutcome } from './cards.ts';

/** A token is single use and lives this long, as a hosted field's token does at real processors. */
const TOKEN_LIFETIME_MS = 15 * 60_000;
/** An idempotent answer is kept this long (Stripe keeps its keys 24 hours). */
const IDEMPOTENCY_LIFETIME_MS = 24 * 60 * 60_000;

/** What a token stands for: never the number, only its brand, last four and the decision. */
interface CardToken {
  brand: CardBrand;
  last4: string;
  outcome: CardOutcome;
  expiresAt: number;
}

type AuthorisationStatus = 'authorised' | 'captured' | 'released' | 'refunded';

export interface Authorisation {
  id: string;
  status: AuthorisationStatus;
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  brand: CardBrand;
  last4: string;
  created: number;
}

/** An answer given once under an Idempotency-Key, with what it answered. */
export interface StoredAnswer {
  request: string;
  status: number;
  body: unknown;
  expiresAt: number;
}

/** 'tok_' / 'pay_' and 128 bits from the CSPRNG: nobody can guess another shopper's token. */
const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

export class Ledger {
  private readonly tokens = new Map<string, CardToken>();
  private readonly authorisations = new Map<string, Authorisation>();
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  issueToken(card: Omit<CardToken, 'expiresAt'>): string {
    this.forgetExpired();
    const id = newId('tok');
    this.tokens.set(id, { ...card, expiresAt: this.now() + TOKEN_LIFETIME_MS });
    return id;
  }

  /** The token's card, once: a second use, an unknown or an expired token is undefined. */
  useToken(id: string): Omit<CardToken, 'expiresAt'> | undefined {
    const token = this.tokens.get(id);
    this.tokens.delete(id);
    if (!token || token.expiresAt <= this.now()) return undefined;
    return { brand: token.brand, last4: token.last4, outcome: token.outcome };
  }

  authorise(fields: Omit<Authorisation, 'id' | 'status' | 'created'>): Authorisation {
    const authorisation: Authorisation = { ...fields, id: newId('pay'), status: 'authorised', created: this.now() };
    this.authorisations.set(authorisation.id, authorisation);
    return authorisation;
  }

  authorisation(id: string): Authorisation | undefined {
    return this.authorisations.get(id);
  }

  answerFor(key: string): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer && answer.expiresAt <= this.now()) {
      this.answers.delete(key);
      return undefined;
    }
    return answer;
  }

  keepAnswer(key: string, answer: Omit<StoredAnswer, 'expiresAt'>): void {
    this.answers.set(key, { ...answer, expiresAt: this.now() + IDEMPOTENCY_LIFETIME_MS });
  }

  /** Expired tokens and answers go when a new one comes: memory stays proportional to recent use. */
  private forgetExpired(): void {
    const now = this.now();
    for (const [id, token] of this.tokens) if (token.expiresAt <= now) this.tokens.delete(id);
    for (const [key, answer] of this.answers) if (answer.expiresAt <= now) this.answers.delete(key);
  }
}
