import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutorApplicationModel } from '../../tutor-application.model';
import { GetTutorApplicationHandler } from './get-tutor-application.handler';

@Resolver()
export class GetTutorApplicationResolver {
  constructor(private readonly handler: GetTutorApplicationHandler) {}

  @SignedIn()
  @Query(() => TutorApplicationModel, { nullable: true, description: "The signed-in user's own application to tutor (where /apply resumes), or null." })
  async getTutorApplication(@CurrentViewer() viewer: Viewer): Promise<TutorApplicationModel | null> {
    return this.handler.execute({ applicantId: viewer.userId });
  }
}
