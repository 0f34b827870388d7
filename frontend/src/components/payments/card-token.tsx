import { Radio, RadioGroup } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { brandName } from './card-brand';

/**
 * The card-token step of 'Add Card', all in this one module so a Stripe.js Elements version can
 * replace it with the same exports: `CardField` collects the card, `createCardToken` turns what it
 * collected into the provider's token. The embedded payment sandbox accepts Stripe's documented test
 * tokens, so this version offers Stripe's test cards and answers the chosen card's token (brand and
 * last four digits are what that test token stands for).
 */
export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

interface TestCard {
  token: string;
  brand: string;
  last4: string;
  /** Message id of a note beside the card (for the ones whose charges fail). */
  noteId?: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { token: 'tok_visa', brand: 'visa', last4: '4242' },
  { token: 'tok_mastercard', brand: 'mastercard', last4: '4444' },
  { token: 'tok_amex', brand: 'amex', last4: '0005' },
  { token: 'tok_discover', brand: 'discover', last4: '1117' },
  { token: 'tok_chargeDeclined', brand: 'visa', last4: '0002', noteId: 'paymentMethods.testCard.declined' },
  { token: 'tok_chargeDeclinedInsufficientFunds', brand: 'visa', last4: '9995', noteId: 'paymentMethods.testCard.insufficientFunds' },
];

/** What the card field has collected: here, the chosen test card's token. */
export type CardInput = string;

export function initialCardInput(): CardInput {
  return TEST_CARDS[0]!.token;
}

/** The card field: a choice of Stripe's test cards. */
export function CardField({ value, onChange }: { value: CardInput; onChange: (value: CardInput) => void }) {
  return (
    <RadioGroup label={<FormattedMessage id="paymentMethods.testCard.label" />} selectedValue={value} onChange={(event) => onChange(event.currentTarget.value)}>
      {TEST_CARDS.map((card) => (
        <Radio
          key={card.token}
          value={card.token}
          labelElement={
            <>
              <FormattedMessage id="paymentMethods.card" values={{ brand: brandName(card.brand), last4: card.last4 }} />
              {card.noteId && (
                <>
                  {' '}
                  (<FormattedMessage id={card.noteId} />)
                </>
              )}
            </>
          }
        />
      ))}
    </RadioGroup>
  );
}

/** The provider's token for what the field collected, with an expiry a few years ahead for test cards. */
export async function createCardToken(input: CardInput, now = new Date()): Promise<CardToken> {
  const card = TEST_CARDS.find((each) => each.token === input) ?? TEST_CARDS[0]!;
  return { token: card.token, brand: card.brand, last4: card.last4, expMonth: 12, expYear: now.getFullYear() + 3 };
}
