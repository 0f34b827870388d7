import { Args, Query, Resolver } from '@nestjs/graphql';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { assertVisibleTo } from '../../tutor-visibility';
import { TutorModel } from '../../tutor.model';
import { GetProfilePageHandler } from './get-profile-page.handler';

@Resolver()
export class GetProfilePageResolver {
  constructor(private readonly handler: GetProfilePageHandler) {}

  @Query(() => TutorModel, {
    nullable: true,
    description: 'The tutor of the page /u/{profileId}. NOT_FOUND unless the tutor is searchable (visible, agreement signed), or the viewer is the tutor or an admin. Public.',
  })
  async getProfilePage(@Args('profileId', { type: () => String }) profileId: string, @Context() context: GraphqlContext): Promise<TutorModel> {
    const tutor = await assertVisibleTo(await this.handler.execute({ profileId }), context);
    return TutorModel.fromDocument(tutor);
  }
}
