import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { UserModel } from '../../../accounts/user.model';
import { EditContactInfoHandler } from './edit-contact-info.handler';

@Resolver()
export class EditContactInfoResolver {
  constructor(
    private readonly handler: EditContactInfoHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, {
    description:
      "Sets the user's phone number, parsed as a US number unless it starts with a country code; a new number must be verified again. 'Please enter a valid phone number.' otherwise.",
  })
  async editContactInfo(
    @Args('phoneNumber', { type: () => String }) phoneNumber: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    const user = await this.handler.execute({ userId: viewer.userId, phoneNumber }, this.pipeline.contextOf(context, viewer.userId));
    return UserModel.fromDocument(user ?? viewer.user);
  }
}
