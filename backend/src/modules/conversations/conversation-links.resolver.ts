import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { findPair } from '../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { PairModel } from '../pairs/pair.model';
import { PairViews } from '../pairs/pair-views';
import { TutoringRequestModel } from '../requests/tutoring-request.model';
import { TutoringRequestViews } from '../requests/tutoring-request-views';
import { ConversationModel } from './conversation.models';

/** A conversation's tutoring request and pair, from the requests and pairs read models (only its participants reach a conversation). */
@Resolver(() => ConversationModel)
export class ConversationLinksResolver {
  constructor(
    private readonly readModels: ReadModels,
    private readonly requests: TutoringRequestViews,
    private readonly pairs: PairViews,
  ) {}

  @ResolveField('tutoringRequest', () => TutoringRequestModel, { nullable: true, description: 'The latest tutoring request between the two.' })
  tutoringRequest(@Parent() conversation: ConversationModel): Promise<TutoringRequestModel | null> {
    return this.requests.ofConversation(conversation.id);
  }

  @ResolveField('pair', () => PairModel, { nullable: true })
  async pair(@Parent() conversation: ConversationModel): Promise<PairModel | null> {
    if (!conversation.pairId) return null;
    const pair = await findPair(this.readModels, conversation.pairId);
    return pair ? this.pairs.of(pair) : null;
  }
}
