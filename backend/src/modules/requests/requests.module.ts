import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { FilesModule } from '../files/files.module';
import { PairsModule } from '../pairs/pairs.module';
import { PhoneVerificationModule } from '../phone-verification/phone-verification.module';
import { AcceptTutoringRequestResolver } from './commands/accept-tutoring-request/accept-tutoring-request.resolver';
import { CancelTutoringRequestResolver } from './commands/cancel-tutoring-request/cancel-tutoring-request.resolver';
import { DeclineTutoringRequestResolver } from './commands/decline-tutoring-request/decline-tutoring-request.resolver';
import { EditTutoringRequestResolver } from './commands/edit-tutoring-request/edit-tutoring-request.resolver';
import { RequestATutorResolver } from './commands/request-a-tutor/request-a-tutor.resolver';
import { RequestTutoringSessionResolver } from './commands/request-tutoring-session/request-tutoring-session.resolver';
import { GetTutoringRequestsResolver } from './queries/get-tutoring-requests/get-tutoring-requests.resolver';
import { RequestCommands } from './request-commands.service';
import { TutoringRequestViews } from './tutoring-request-views.service';

/**
 * Tutoring requests: sending (to a tutor or to the team), editing, accepting into a pair, declining,
 * cancelling, and the request queries. TutoringRequestViews for the conversations module.
 */
@Module({
  imports: [AccountsModule, CatalogModule, ConversationsModule, FilesModule, PairsModule, PhoneVerificationModule],
  providers: [
    RequestCommands,
    TutoringRequestViews,
    RequestTutoringSessionResolver,
    RequestATutorResolver,
    EditTutoringRequestResolver,
    AcceptTutoringRequestResolver,
    DeclineTutoringRequestResolver,
    CancelTutoringRequestResolver,
    GetTutoringRequestsResolver,
  ],
  exports: [TutoringRequestViews],
})
export class RequestsModule {}
