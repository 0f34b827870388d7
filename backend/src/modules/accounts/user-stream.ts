import { userStreamId } from '../../../domain/accounts/account.rules';
import { userDecider } from '../../../domain/accounts/user.decider';
import { usersProjection } from '../../../projections/users/users.projection';

/**
 * Where a user's account is decided (sign-up, email, password, phone, language and request
 * preferences), and the read model its commands wait for:
 * `pipeline.run(userStream.decider, userStream.streamIdOf(userId), command, context, { awaitReadModels: userStream.readModels })`.
 */
export const userStream = {
  decider: userDecider,
  streamIdOf: userStreamId,
  readModels: [usersProjection.name],
} as const;
