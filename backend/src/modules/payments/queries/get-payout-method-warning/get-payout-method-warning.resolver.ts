import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutorSessionBriefModel } from '../../payment.models';
import { GetPayoutMethodWarningHandler } from './get-payout-method-warning.handler';

@Resolver()
export class GetPayoutMethodWarningResolver {
  constructor(private readonly handler: GetPayoutMethodWarningHandler) {}

  @SignedIn('TUTOR')
  @Query(() => TutorSessionBriefModel, {
    nullable: true,
    description:
      "When the viewer has no payout method: their soonest session not yet processed, whose payout would be held until they add one (the dashboard's warning). Null when they have a method or no such session.",
  })
  getPayoutMethodWarning(@CurrentViewer() viewer: Viewer): Promise<TutorSessionBriefModel | null> {
    return this.handler.execute({ userId: viewer.userId });
  }
}
