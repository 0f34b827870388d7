import { Injectable } from '@nestjs/common';
import { AcceptedHow } from '../../../../../domain/requests/tutoring-request.events';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { findPair, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { conversationIdFor } from '../../../conversations/conversation-ids';
import { conversationStream } from '../../../conversations/conversation-stream';
import { pairIdFor, pairStream } from '../../../pairs/pair-stream';
import { requestOfParty, requestStream } from '../../request-stream';
import { TUTORING_REQUEST_WORKFLOW } from '../../workflows/tutoring-request-workflow';

/**
 * acceptTutoringRequest (and its aliases acceptPairTutoringRequest, acceptSessionTutoringRequest):
 * the tutor accepts a pending request to them, recording the acceptance only; the request's
 * workflow opens (or re-activates) the pair and links it to the conversation. Answers the pair once
 * the tutor's views show it. Accepting again records nothing and answers the same pair.
 */
@Injectable()
export class AcceptTutoringRequestHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { viewerId: string; requestId: string; how: AcceptedHow }, context: CommandContext): Promise<PairDocument> {
    const request = await requestOfParty(this.pipeline, input.requestId, input.viewerId);
    if (request.tutorId === null || request.tutorId !== input.viewerId) throw new ForbiddenError();
    const { tutorId, clientId } = request;
    const pairId = pairIdFor(tutorId, clientId);
    const conversationId = request.conversationId ?? conversationIdFor(clientId, tutorId);
    const accepted = await this.pipeline.run(
      requestStream.decider,
      requestStream.streamIdOf(input.requestId),
      { type: 'AcceptTutoringRequest', data: { pairId, conversationId, how: input.how } },
      context,
    );
    await this.pipeline.awaitWorkflows(accepted.position, [TUTORING_REQUEST_WORKFLOW], [...requestStream.readModels, ...pairStream.readModels, ...conversationStream.readModels]);
    const pair = await findPair(this.readModels, pairId);
    if (!pair) throw new Error(`pair ${pairId} is not readable after its acceptance`);
    return pair;
  }
}
