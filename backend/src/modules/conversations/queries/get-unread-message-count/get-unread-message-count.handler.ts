import { Injectable } from '@nestjs/common';
import { unreadMessageCount } from '../../../../../projections/conversations/conversations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getUnreadMessageCount: the Inbox badge, messages the viewer has not read over all their conversations. */
@Injectable()
export class GetUnreadMessageCountHandler {
  constructor(private readonly readModels: ReadModels) {}

  execute(input: { viewerId: string }): Promise<number> {
    return unreadMessageCount(this.readModels, input.viewerId);
  }
}
