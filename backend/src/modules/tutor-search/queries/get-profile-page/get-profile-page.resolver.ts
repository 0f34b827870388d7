import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { assertVisibleTo } from '../../tutor-visibility';
import { TutorModel } from '../../tutor.model';
import { GetProfilePageQuery } from './get-profile-page.query';

@Resolver()
export class GetProfilePageResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => TutorModel, {
    nullable: true,
    description: 'The tutor of the page /u/{profileId}. NOT_FOUND unless the tutor is searchable (visible, agreement signed), or the viewer is the tutor or an admin. Public.',
  })
  async getProfilePage(@Args('profileId', { type: () => String }) profileId: string, @Context() context: GraphqlContext): Promise<TutorModel> {
    const tutor = await assertVisibleTo(await this.queryBus.execute(new GetProfilePageQuery(profileId)), context);
    return TutorModel.fromDocument(tutor);
  }
}
