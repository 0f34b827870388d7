import { assertNever, Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { MAX_TEXT_LENGTH } from '../shared/value-bounds';
import { AccountMessages, isValidEmail, normaliseEmail } from './account.rules';

/**
 * An e-mail address is its own aggregate (stream `email-<normalised address>`) so that uniqueness
 * is decided by the event store: the reservation is appended with expected revision `no_stream`,
 * and of any number of concurrent sign-ups with one address exactly one can succeed.
 */
export type EmailAddressReserved = DomainEvent<'EmailAddressReserved', { email: string; userId: string; reservedAt: string }>;
/** A reservation whose account was never recorded (the sign-up crashed in between) is given up. */
export type EmailAddressReleased = DomainEvent<'EmailAddressReleased', { email: string; userId: string; releasedAt: string }>;
export type EmailAddressEvent = EmailAddressReserved | EmailAddressReleased;

export type ReserveEmailAddress = DomainCommand<
  'ReserveEmailAddress',
  {
    email: string;
    userId: string;
    /** Whether the account of the current reservation exists; looked up by the caller. */
    currentOwnerHasAccount?: boolean;
  }
>;
/** The account holding the address was deleted: the address is free for a new account. */
export type ReleaseEmailAddressOfDeletedUser = DomainCommand<'ReleaseEmailAddressOfDeletedUser', { email: string; userId: string }>;
export type EmailAddressCommand = ReserveEmailAddress | ReleaseEmailAddressOfDeletedUser;

export type EmailAddressState = { status: 'free' } | { status: 'reserved'; userId: string; reservedAt: string };

/** A sign-up records the account within milliseconds of the reservation; a minute without one means it died. */
export const ORPHANED_RESERVATION_AFTER_MS = 60_000;

export const emailAddressDecider: Decider<EmailAddressCommand, EmailAddressEvent, EmailAddressState> = {
  initialState: () => ({ status: 'free' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailAddressReserved':
        return { status: 'reserved', userId: event.data.userId, reservedAt: event.data.reservedAt };
      case 'EmailAddressReleased':
        return state.status === 'reserved' && state.userId === event.data.userId ? { status: 'free' } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveEmailAddress':
        return reserveEmailAddress(command, state);
      case 'ReleaseEmailAddressOfDeletedUser':
        return releaseEmailAddressOfDeletedUser(command, state);
      default:
        return assertNever(command);
    }
  },
};

/** Only the deleted user's own reservation is released; released already, or held by another account, nothing is recorded. */
function releaseEmailAddressOfDeletedUser(command: ReleaseEmailAddressOfDeletedUser, state: EmailAddressState): EmailAddressEvent[] {
  if (state.status !== 'reserved' || state.userId !== command.data.userId) return [];
  return [{ type: 'EmailAddressReleased', data: { email: normaliseEmail(command.data.email), userId: state.userId, releasedAt: command.metadata.now.toISOString() } }];
}

function reserveEmailAddress(command: ReserveEmailAddress, state: EmailAddressState): EmailAddressEvent[] {
  const email = normaliseEmail(command.data.email);
  // The address names the stream: only a valid, bounded one is reserved.
  if (!isValidEmail(email) || email.length > MAX_TEXT_LENGTH.email) throw DomainError.fromFieldErrors({ email: AccountMessages.invalidEmail });
  const now = command.metadata.now;
  const reserve: EmailAddressReserved = {
    type: 'EmailAddressReserved',
    data: { email, userId: command.data.userId, reservedAt: now.toISOString() },
  };
  if (state.status === 'free') return [reserve];
  const orphaned =
    command.data.currentOwnerHasAccount === false && now.getTime() - new Date(state.reservedAt).getTime() > ORPHANED_RESERVATION_AFTER_MS;
  if (!orphaned) throw new DomainError(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
  return [{ type: 'EmailAddressReleased', data: { email, userId: state.userId, releasedAt: now.toISOString() } }, reserve];
}
