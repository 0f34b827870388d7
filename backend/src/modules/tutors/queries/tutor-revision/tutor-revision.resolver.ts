import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorRevisionHandler } from './tutor-revision.handler';

/** Tutor.revision: read from the profile's stream only when asked (the tutor's own edit screens ask). */
@Resolver(() => TutorModel)
export class TutorRevisionResolver {
  constructor(private readonly handler: TutorRevisionHandler) {}

  @ResolveField('revision', () => Int, {
    description: "The profile's revision (-1 before the profile exists): pass it as expectedRevision to an edit, which answers CONFLICT when the profile changed since.",
  })
  revision(@Parent() tutor: TutorModel): Promise<number> {
    return this.handler.execute({ tutorId: tutor.id });
  }
}
