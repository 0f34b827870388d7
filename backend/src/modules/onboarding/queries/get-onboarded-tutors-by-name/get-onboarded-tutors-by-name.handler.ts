import { Injectable } from '@nestjs/common';
import { TutorOnboardingModel } from '../../onboarding.models';
import { OnboardingQueue } from '../../onboarding-queue';

/** getOnboardedTutorsByName (admins): onboarded tutors whose names start with the words given, by last name, 10 a page. */
@Injectable()
export class GetOnboardedTutorsByNameHandler {
  constructor(private readonly queue: OnboardingQueue) {}

  execute(input: { name: string; pageNumber: number }): Promise<TutorOnboardingModel[]> {
    return this.queue.byName(input.name, true, input.pageNumber);
  }
}
