import { Injectable } from '@nestjs/common';
import { TutorOnboardingModel } from '../../onboarding.models';
import { OnboardingQueue } from '../../onboarding-queue';

/** getTutorsToOnboard (admins): submitted applications, the longest-waiting first, 10 a page. */
@Injectable()
export class GetTutorsToOnboardHandler {
  constructor(private readonly queue: OnboardingQueue) {}

  execute(input: { pageNumber: number }): Promise<TutorOnboardingModel[]> {
    return this.queue.waiting(input.pageNumber);
  }
}
