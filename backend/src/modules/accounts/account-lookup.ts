import { emailStreamId, normaliseEmail } from '../../../domain/accounts/account.rules';
import { emailAddressDecider } from '../../../domain/accounts/email-address.decider';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { userStream } from './user-stream';

/**
 * An e-mail address is its own stream (`email-<normalised address>`): sign-up reserves it there, so
 * of concurrent sign-ups with one address exactly one wins.
 */
export const emailAddressStream = {
  decider: emailAddressDecider,
  streamIdOf: (email: string) => emailStreamId(normaliseEmail(email)),
} as const;

/**
 * The user an address is reserved for, folded from the address stream itself: consistent the
 * moment sign-up returns, with no read model in between.
 */
export async function userIdReservingEmail(pipeline: CommandPipeline, email: string): Promise<string | null> {
  const { state } = await pipeline.load(emailAddressStream.decider, emailAddressStream.streamIdOf(email));
  return state.status === 'reserved' ? state.userId : null;
}

/** Undefined when the address is free; else whether its reservation led to an account (a sign-up may have died in between). */
export async function currentOwnerHasAccount(pipeline: CommandPipeline, email: string): Promise<boolean | undefined> {
  const owner = await userIdReservingEmail(pipeline, email);
  if (!owner) return undefined;
  return (await pipeline.load(userStream.decider, userStream.streamIdOf(owner))).state.status === 'registered';
}
