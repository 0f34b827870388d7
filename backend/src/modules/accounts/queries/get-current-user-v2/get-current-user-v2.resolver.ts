import { Query, Resolver } from '@nestjs/graphql';
import { Context } from '../../auth/access';
import { GraphqlContext } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { GetCurrentUserV2Handler } from './get-current-user-v2.handler';

@Resolver()
export class GetCurrentUserV2Resolver {
  constructor(private readonly handler: GetCurrentUserV2Handler) {}

  @Query(() => UserModel, {
    nullable: true,
    description: 'The signed-in user, or null for a visitor. A presented token that is expired or revoked is UNAUTHENTICATED.',
  })
  async getCurrentUserV2(@Context() context: GraphqlContext): Promise<UserModel | null> {
    const user = this.handler.execute({ viewer: await context.viewer(), presentedToken: Boolean(context.presentedToken) });
    return user ? UserModel.fromDocument(user) : null;
  }
}
