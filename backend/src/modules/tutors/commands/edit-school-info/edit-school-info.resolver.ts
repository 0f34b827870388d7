import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';
import { EditSchoolInfoCommand } from './edit-school-info.command';
import { SchoolInfoInput } from './edit-school-info.input';

@Resolver()
export class EditSchoolInfoResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: "Sets the tutor's school (a catalog school, or one typed in) and whether they are a high-school tutor." })
  async editSchoolInfo(
    @Args('input', { type: () => SchoolInfoInput }) input: SchoolInfoInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    await this.commandBus.execute(new EditSchoolInfoCommand(viewer.userId, input, this.tutors.contextOf(context, viewer.userId)));
    return this.view.of(viewer.userId);
  }
}
