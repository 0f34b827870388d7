import { Query, Resolver } from '@nestjs/graphql';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';

@Resolver()
export class GetCurrentUserResolver {
  @Query(() => UserModel, {
    nullable: true,
    description: 'The signed-in user, or null for a visitor. A presented token that is expired or revoked is UNAUTHENTICATED.',
  })
  async getCurrentUserV2(@Context() context: GraphqlContext): Promise<UserModel | null> {
    const viewer = await context.viewer();
    if (!viewer && context.presentedToken) throw new UnauthenticatedError('Your session has ended. Please log in again.');
    return viewer ? UserModel.fromDocument(viewer.user) : null;
  }
}
