import { Module } from '@nestjs/common';
import { AddReviewMutationHandler } from './commands/add-review-mutation/add-review-mutation.handler';
import { AddReviewMutationResolver } from './commands/add-review-mutation/add-review-mutation.resolver';
import { EditReviewMutationHandler } from './commands/edit-review-mutation/edit-review-mutation.handler';
import { EditReviewMutationResolver } from './commands/edit-review-mutation/edit-review-mutation.resolver';

/** Clients' reviews of tutors: adding and editing them (stream `review-<tutorId>-<clientId>`, see review-stream.ts). */
@Module({
  providers: [AddReviewMutationHandler, AddReviewMutationResolver, EditReviewMutationHandler, EditReviewMutationResolver],
  exports: [AddReviewMutationHandler, EditReviewMutationHandler],
})
export class ReviewsModule {}
