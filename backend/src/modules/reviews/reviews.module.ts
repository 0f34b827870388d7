import { Module } from '@nestjs/common';
import { ReviewCommands } from './review-commands.service';

/** Clients' reviews of tutors. The review mutations come with the sessions issue; the seed writes through ReviewCommands. */
@Module({
  providers: [ReviewCommands],
  exports: [ReviewCommands],
})
export class ReviewsModule {}
