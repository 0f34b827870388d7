import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { WorkerReactionsModule } from './event-sourcing/worker-reactions';
import { GraphQLModule } from '@nestjs/graphql';
import { Request, Response } from 'express';
import { ProjectionRunner } from '../projections/runner/projection-runner';
import { AppConfig } from './config/app-config';
import { compiledQueriesPlugin } from './graphql/compiled-queries';
import { idempotentInputsPlugin } from './graphql/idempotent-inputs';
import { PublicAnswers } from './graphql/public-answers';
import { QueryCostLimit } from './graphql/query-cost';
import { HealthModule } from './health/health.module';
import { Platform } from './infrastructure/platform';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AuditModule } from './modules/audit/audit.module';
import { AdminUsersModule } from './modules/admin-users/admin-users.module';
import { GraphqlContext, graphqlHttpContext } from './modules/accounts/auth/graphql-context';
import { SessionSockets } from './modules/accounts/auth/session-sockets';
import { ViewerService } from './modules/accounts/auth/viewer.service';
import { CATALOG_PUBLIC_QUERIES, CatalogModule } from './modules/catalog/catalog.module';
import { ContentModule } from './modules/content/content.module';
import { ConversationLinksModule } from './modules/conversations/conversation-links.module';
import { ConversationsModule } from './modules/conversations/conversations.module';
import { DemoDataModule } from './modules/demo-data/demo-data.module';
import { FilesModule } from './modules/files/files.module';
import { FinanceModule } from './modules/finance/finance.module';
import { PairsModule } from './modules/pairs/pairs.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { ReferralsModule } from './modules/referrals/referrals.module';
import { PhoneVerificationModule } from './modules/phone-verification/phone-verification.module';
import { RequestsModule } from './modules/requests/requests.module';
import { SessionsModule } from './modules/sessions/sessions.module';
import { LiveModule } from './modules/live/live.module';
import { InquiriesModule } from './modules/inquiries/inquiries.module';
import { ReportsModule } from './modules/reports/reports.module';
import { LeadsModule } from './modules/leads/leads.module';
import { SchoologyModule } from './modules/schoology/schoology.module';
import { FormAssessmentsModule } from './modules/form-assessments/form-assessments.module';
import { ProfileActivityModule } from './modules/profile-activity/profile-activity.module';
import { PublicFormsModule } from './web/public-forms/public-forms.module';
import { graphqlWsSubscriptions, isWsConnection, WsConnectionContext } from './modules/live/live-subscriptions';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { OnboardingModule } from './modules/onboarding/onboarding.module';
import { PlatformAdminModule } from './modules/platform-admin/platform-admin.module';
import { TUTOR_SEARCH_PUBLIC_QUERIES, TutorSearchModule } from './modules/tutor-search/tutor-search.module';
import { TutorsModule } from './modules/tutors/tutors.module';
import { TutorApplicationModule } from './modules/tutor-application/tutor-application.module';
import { PlatformModule, Readiness } from './platform.module';
import { WelcomeModule } from './modules/welcome/welcome.module';
import { InvitationsModule } from './modules/invitations/invitations.module';
import { CorporateReferralsModule } from './modules/corporate-referrals/corporate-referrals.module';

/**
 * The public queries whose answers may be kept until their read models change (PublicAnswers), at
 * most `kept` of them (config.publicAnswersKept: a search page is 10 to 20 KB of JSON, so the
 * default 5,000 is 100 MB at most, usually far less; 0 keeps none).
 */
export function publicAnswersOf(projections: ProjectionRunner, kept: number): PublicAnswers {
  return new PublicAnswers({ ...CATALOG_PUBLIC_QUERIES, ...TUTOR_SEARCH_PUBLIC_QUERIES }, projections.readModels, kept);
}

@Module({})
export class AppModule {
  static forRoot(platform: Platform, config: AppConfig, projections: ProjectionRunner, readiness: Readiness, publicAnswers: PublicAnswers): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(platform, config, projections, readiness),
        WorkerReactionsModule,
        AccountsModule,
        AdminUsersModule,
        PlatformAdminModule,
        AuditModule,
        ContentModule,
        CatalogModule,
        TutorSearchModule,
        TutorsModule,
        TutorApplicationModule,
        OnboardingModule,
        HealthModule,
        DemoDataModule,
        FilesModule,
        PhoneVerificationModule,
        PairsModule,
        RequestsModule,
        ConversationsModule,
        ConversationLinksModule,
        NotificationsModule,
        SessionsModule,
        PaymentsModule,
        FinanceModule,
        ReferralsModule,
        LiveModule,
        LeadsModule,
        InquiriesModule,
        ReportsModule,
        PublicFormsModule,
        SchoologyModule,
        FormAssessmentsModule,
        ProfileActivityModule,
        WelcomeModule,
        InvitationsModule,
        CorporateReferralsModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [AccountsModule],
          inject: [ViewerService, SessionSockets],
          useFactory: (viewers: ViewerService, sockets: SessionSockets, live = graphqlWsSubscriptions(viewers, sockets), costLimit = new QueryCostLimit(), httpContext = graphqlHttpContext(viewers)): ApolloDriverConfig => ({
            path: '/graphql',
            autoSchemaFile: true,
            sortSchema: true,
            playground: false,
            csrfPrevention: true,
            plugins: [
              // Apollo's default cache-control plugin wraps every field resolver; no response here is cached by hint.
              ApolloServerPluginCacheControlDisabled(),
              publicAnswers.plugin(),
              // Aliases and fragments count: one request cannot ask for thousands of searches.
              costLimit.plugin(),
              // A key sent again with other arguments is refused (CommandPipeline), as Stripe does.
              idempotentInputsPlugin(),
              // Last: queries run compiled (graphql-jit) once every other plugin has seen the operation.
              compiledQueriesPlugin(),
            ],
            // No formatError for Nest to add: the one it would add turns an HttpException into Apollo's codes,
            // and the global exception filter (GraphqlErrorFilter) has already turned every one into a GraphQLError.
            // Compiled queries format their errors as Apollo does, so both engines' answers read the same.
            autoTransformHttpErrors: false,
            includeStacktraceInErrorResponses: false,
            // graphql-ws on the same server and path, authenticated with the same session token.
            subscriptions: costLimit.withSubscriptions(live.subscriptions),
            context: (request: { req: Request; res: Response } | WsConnectionContext): GraphqlContext => (isWsConnection(request) ? live.contextOf(request) : httpContext(request)),
          }),
        }),
      ],
    };
  }
}
