import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { FilesModule } from '../files/files.module';
import { PairsModule } from '../pairs/pairs.module';
import { AcceptPairTutoringRequestResolver } from './commands/accept-pair-tutoring-request/accept-pair-tutoring-request.resolver';
import { AcceptSessionTutoringRequestResolver } from './commands/accept-session-tutoring-request/accept-session-tutoring-request.resolver';
import { AcceptTutoringRequestHandler } from './commands/accept-tutoring-request/accept-tutoring-request.handler';
import { AcceptTutoringRequestResolver } from './commands/accept-tutoring-request/accept-tutoring-request.resolver';
import { CancelTutoringRequestHandler } from './commands/cancel-tutoring-request/cancel-tutoring-request.handler';
import { CancelTutoringRequestResolver } from './commands/cancel-tutoring-request/cancel-tutoring-request.resolver';
import { DeclineTutoringRequestHandler } from './commands/decline-tutoring-request/decline-tutoring-request.handler';
import { DeclineTutoringRequestResolver } from './commands/decline-tutoring-request/decline-tutoring-request.resolver';
import { EditTutoringRequestHandler } from './commands/edit-tutoring-request/edit-tutoring-request.handler';
import { EditTutoringRequestResolver } from './commands/edit-tutoring-request/edit-tutoring-request.resolver';
import { RequestATutorResolver } from './commands/request-a-tutor/request-a-tutor.resolver';
import { RequestTutoringSessionHandler } from './commands/request-tutoring-session/request-tutoring-session.handler';
import { RequestTutoringSessionResolver } from './commands/request-tutoring-session/request-tutoring-session.resolver';
import { GetPendingTutorRequestCountHandler } from './queries/get-pending-tutor-request-count/get-pending-tutor-request-count.handler';
import { GetPendingTutorRequestCountResolver } from './queries/get-pending-tutor-request-count/get-pending-tutor-request-count.resolver';
import { GetRequestsOfTuteeQueryHandler } from './queries/get-requests-of-tutee-query/get-requests-of-tutee-query.handler';
import { GetRequestsOfTuteeQueryResolver } from './queries/get-requests-of-tutee-query/get-requests-of-tutee-query.resolver';
import { GetRequestsOfTutorQueryHandler } from './queries/get-requests-of-tutor-query/get-requests-of-tutor-query.handler';
import { GetRequestsOfTutorQueryResolver } from './queries/get-requests-of-tutor-query/get-requests-of-tutor-query.resolver';
import { GetTutoringRequestHandler } from './queries/get-tutoring-request/get-tutoring-request.handler';
import { GetTutoringRequestResolver } from './queries/get-tutoring-request/get-tutoring-request.resolver';
import { HasConnectionsHandler } from './queries/has-connections/has-connections.handler';
import { HasConnectionsResolver } from './queries/has-connections/has-connections.resolver';
import { TutoringRequestViews } from './tutoring-request-views';
import { TutoringRequestWorkflow } from './workflows/tutoring-request-workflow';

/**
 * Tutoring requests: sending (to a tutor or to the team), editing, accepting, declining, cancelling,
 * the request queries, and the workflow that opens the conversation and the pair they lead to.
 * TutoringRequestViews for the conversations module.
 */
@Module({
  imports: [AccountsModule, CatalogModule, FilesModule, PairsModule],
  providers: [
    TutoringRequestViews,
    TutoringRequestWorkflow,
    RequestTutoringSessionHandler,
    RequestTutoringSessionResolver,
    RequestATutorResolver,
    EditTutoringRequestHandler,
    EditTutoringRequestResolver,
    AcceptTutoringRequestHandler,
    AcceptTutoringRequestResolver,
    AcceptPairTutoringRequestResolver,
    AcceptSessionTutoringRequestResolver,
    DeclineTutoringRequestHandler,
    DeclineTutoringRequestResolver,
    CancelTutoringRequestHandler,
    CancelTutoringRequestResolver,
    GetRequestsOfTutorQueryHandler,
    GetRequestsOfTutorQueryResolver,
    GetRequestsOfTuteeQueryHandler,
    GetRequestsOfTuteeQueryResolver,
    GetPendingTutorRequestCountHandler,
    GetPendingTutorRequestCountResolver,
    GetTutoringRequestHandler,
    GetTutoringRequestResolver,
    HasConnectionsHandler,
    HasConnectionsResolver,
  ],
  exports: [TutoringRequestViews],
})
export class RequestsModule {}
