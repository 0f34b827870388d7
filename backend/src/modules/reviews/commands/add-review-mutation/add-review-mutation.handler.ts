import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requirePairedClient, requireTutor, reviewAnswer, ReviewWithScoreModel } from '../../review-answer';
import { reviewStream } from '../../review-stream';

export interface AddReviewRequest {
  tutorId: string;
  clientId: string;
  score: number;
  comments: string;
}

/**
 * addReviewMutation: a client who has been paired with the tutor reviews them, once (the review id
 * derives from the pair). With an idempotency key, a retry finds its event recorded and answers the
 * same review instead of "already reviewed".
 */
@Injectable()
export class AddReviewMutationHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: AddReviewRequest, context: CommandContext): Promise<ReviewWithScoreModel> {
    const { tutorId, clientId } = input;
    await requirePairedClient(this.readModels, tutorId, clientId);
    await requireTutor(this.pipeline, tutorId);
    await this.pipeline.run(
      reviewStream.decider,
      reviewStream.streamIdOf(tutorId, clientId),
      { type: 'AddReview', data: { reviewId: reviewStream.reviewIdOf(tutorId, clientId), ...input } },
      context,
      { awaitReadModels: reviewStream.readModels },
    );
    return reviewAnswer(this.readModels, tutorId, clientId);
  }
}
