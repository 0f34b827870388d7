import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../projections/runner/read-models';
import { findLatestRequestOfConversation, TutoringRequestDocument } from '../../../projections/tutoring-requests/tutoring-requests.projection';
import { PartyDirectory } from '../pairs/party-directory';
import { TutoringRequestModel } from './tutoring-request.model';

/** Requests as the API shows them, with both parties' names; also for the conversations module (Conversation.tutoringRequest). */
@Injectable()
export class TutoringRequestViews {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: PartyDirectory,
  ) {}

  async many(requests: readonly TutoringRequestDocument[]): Promise<TutoringRequestModel[]> {
    const parties = await this.directory.parties(requests.flatMap((request) => [request.clientId, request.tutorId]));
    return requests.map((request) => TutoringRequestModel.of(request, parties));
  }

  async one(request: TutoringRequestDocument): Promise<TutoringRequestModel> {
    const [view] = await this.many([request]);
    return view!;
  }

  /** The newest request of a conversation, or null. */
  async ofConversation(conversationId: string): Promise<TutoringRequestModel | null> {
    const request = await findLatestRequestOfConversation(this.readModels, conversationId);
    return request ? this.one(request) : null;
  }
}
