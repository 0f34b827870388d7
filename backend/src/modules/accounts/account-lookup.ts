import { emailStreamId, normaliseEmail } from '../../../domain/accounts/account.rules';
import { EmailAddressEvent, emailAddressDecider } from '../../../domain/accounts/email-address.decider';
import { EventStore } from '../../../platform/eventstore/event-store.port';

/**
 * The user an address is reserved for, folded from the address stream itself: consistent the
 * moment sign-up returns, with no read model in between.
 */
export async function userIdReservingEmail(eventStore: EventStore, email: string): Promise<string | null> {
  const events = await eventStore.readStream(emailStreamId(normaliseEmail(email)));
  const state = events.map((event) => ({ type: event.type, data: event.data }) as EmailAddressEvent).reduce(emailAddressDecider.evolve, emailAddressDecider.initialState());
  return state.status === 'reserved' ? state.userId : null;
}
