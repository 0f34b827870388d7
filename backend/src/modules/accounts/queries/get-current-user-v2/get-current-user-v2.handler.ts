import { Injectable } from '@nestjs/common';
import { UserDocument } from '../../../../../projections/users/users.projection';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { Viewer } from '../../auth/graphql-context';

/** getCurrentUserV2: the signed-in user, null for a visitor; a presented token that no longer works is UNAUTHENTICATED. */
@Injectable()
export class GetCurrentUserV2Handler {
  execute(input: { viewer: Viewer | null; presentedToken: boolean }): UserDocument | null {
    if (!input.viewer && input.presentedToken) throw new UnauthenticatedError('Your session has ended. Please log in again.');
    return input.viewer?.user ?? null;
  }
}
