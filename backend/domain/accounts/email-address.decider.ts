import { assertNever, Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { AccountMessages, normaliseEmail } from './account.rules';

/**
 * An e-mail address is its own aggregate (stream `email-<normalised address>`) so that uniqueness
 * is decided by the event store: the reservation is appended with expected revision `no_stream`,
 * and of any number of concurrent sign-ups with one address exactly one can succeed.
 */
export type EmailAddressReserved = DomainEvent<'EmailAddressReserved', { email: string; userId: string; reservedAt: string }>;
export type EmailAddressEvent = EmailAddressReserved;

export type ReserveEmailAddress = DomainCommand<'ReserveEmailAddress', { email: string; userId: string }>;
export type EmailAddressCommand = ReserveEmailAddress;

export type EmailAddressState = { status: 'free' } | { status: 'reserved'; userId: string };

export const emailAddressDecider: Decider<EmailAddressCommand, EmailAddressEvent, EmailAddressState> = {
  initialState: () => ({ status: 'free' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'EmailAddressReserved':
        return { status: 'reserved', userId: event.data.userId };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveEmailAddress':
        if (state.status === 'reserved') {
          throw new DomainError(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
        }
        return [
          {
            type: 'EmailAddressReserved',
            data: {
              email: normaliseEmail(command.data.email),
              userId: command.data.userId,
              reservedAt: command.metadata.now.toISOString(),
            },
          },
        ];
      default:
        return assertNever(command.type);
    }
  },
};
