import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { GetMyTutorProfileHandler } from './get-my-tutor-profile.handler';

@Resolver()
export class GetMyTutorProfileResolver {
  constructor(private readonly handler: GetMyTutorProfileHandler) {}

  @SignedIn('TUTOR')
  @Query(() => TutorModel, {
    nullable: true,
    description: "The signed-in tutor's own profile, visible or not, with its revision for edits (profileId empty and revision -1 before the first edit).",
  })
  getMyTutorProfile(@CurrentViewer() viewer: Viewer): Promise<TutorModel | null> {
    return this.handler.execute({ tutorId: viewer.userId });
  }
}
