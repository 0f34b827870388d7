import { Args, Mutation, Resolver, registerEnumType } from '@nestjs/graphql';
import { PROFILE_ACTIVITY_KINDS, ProfileActivityKind } from '../../../../../domain/profile-activity/profile-activity';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { CreateProfileActivityHandler } from './create-profile-activity.handler';

const ProfileActivityKindEnum = Object.fromEntries(PROFILE_ACTIVITY_KINDS.map((kind) => [kind, kind])) as { [K in ProfileActivityKind]: K };
registerEnumType(ProfileActivityKindEnum, { name: 'ProfileActivityKind', description: 'What a user did with a tutor’s public profile.' });

@Resolver()
export class CreateProfileActivityResolver {
  constructor(
    private readonly handler: CreateProfileActivityHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Records that you viewed, connected from or shared a tutor’s profile (profileId); once per idempotencyKey. NOT_FOUND for an unknown profile.' })
  createProfileActivity(
    @Args('profileId', { type: () => String }) profileId: string,
    @Args('activity', { type: () => ProfileActivityKindEnum }) activity: ProfileActivityKind,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    return this.handler.execute({ profileId, activity, idempotencyKey }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
