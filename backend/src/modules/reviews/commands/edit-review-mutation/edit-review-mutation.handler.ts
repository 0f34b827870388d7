import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { reviewAnswer, ReviewWithScoreModel } from '../../review-answer';
import { reviewStream } from '../../review-stream';

/** editReviewMutation: the client replaces the score and comments of their review of the tutor (the decider lets only its author). */
@Injectable()
export class EditReviewMutationHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; clientId: string; score: number; comments: string }, context: CommandContext): Promise<ReviewWithScoreModel> {
    const { tutorId, clientId, score, comments } = input;
    await this.pipeline.run(reviewStream.decider, reviewStream.streamIdOf(tutorId, clientId), { type: 'EditReview', data: { score, comments } }, context, {
      awaitReadModels: reviewStream.readModels,
    });
    return reviewAnswer(this.readModels, tutorId, clientId);
  }
}
