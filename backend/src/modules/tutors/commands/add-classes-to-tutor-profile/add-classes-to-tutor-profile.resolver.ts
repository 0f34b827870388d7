import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';
import { AddClassesToTutorProfileCommand } from './add-classes-to-tutor-profile.command';
import { TutorClassInput } from './add-classes-to-tutor-profile.input';

@Resolver()
export class AddClassesToTutorProfileResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  /** A tutor adds classes to their own profile; an admin (spec section 6) to any tutor's, by id. */
  @SignedIn('TUTOR', 'ADMIN')
  @Mutation(() => TutorModel, { description: "Adds classes to a tutor's profile: the signed-in tutor's, or with tutorId (admins only) any tutor's." })
  async addClassesToTutorProfile(
    @Args('tutorId', { type: () => ID, nullable: true }) tutorId: string | null,
    @Args('classes', { type: () => [TutorClassInput] }) classes: TutorClassInput[],
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    const target = tutorId ?? viewer.userId;
    const { profileTypes } = viewer.user.profile;
    if (target === viewer.userId ? !profileTypes.includes('TUTOR') : !profileTypes.includes('ADMIN')) throw new ForbiddenError();
    await this.commandBus.execute(new AddClassesToTutorProfileCommand(target, classes, this.tutors.contextOf(context, viewer.userId)));
    return this.view.of(target);
  }
}
