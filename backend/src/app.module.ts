import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { Request, Response } from 'express';
import { ProjectionRunner } from '../projections/runner/projection-runner';
import { AppConfig } from './config/app-config';
import { HealthModule } from './health/health.module';
import { Platform } from './infrastructure/platform';
import { AccountsModule } from './modules/accounts/accounts.module';
import { GraphqlContext, requestIdentity } from './modules/accounts/auth/graphql-context';
import { sessionTokenOf } from './modules/accounts/auth/session-cookie';
import { ViewerService } from './modules/accounts/auth/viewer.service';
import { CatalogModule } from './modules/catalog/catalog.module';
import { ContentModule } from './modules/content/content.module';
import { DemoDataModule } from './modules/demo-data/demo-data.module';
import { PlatformAdminModule } from './modules/platform-admin/platform-admin.module';
import { TutorSearchModule } from './modules/tutor-search/tutor-search.module';
import { TutorsModule } from './modules/tutors/tutors.module';
import { PlatformModule, Readiness } from './platform.module';

@Module({})
export class AppModule {
  static forRoot(platform: Platform, config: AppConfig, projections: ProjectionRunner, readiness: Readiness): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(platform, config, projections, readiness),
        AccountsModule,
        PlatformAdminModule,
        ContentModule,
        CatalogModule,
        TutorSearchModule,
        TutorsModule,
        HealthModule,
        DemoDataModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [AccountsModule],
          inject: [ViewerService],
          useFactory: (viewers: ViewerService): ApolloDriverConfig => ({
            path: '/graphql',
            autoSchemaFile: true,
            sortSchema: true,
            playground: false,
            csrfPrevention: true,
            // Apollo's default cache-control plugin wraps every field resolver; no response here is cached by hint.
            plugins: [ApolloServerPluginCacheControlDisabled()],
            includeStacktraceInErrorResponses: false,
            context: ({ req, res }: { req: Request; res: Response }): GraphqlContext => {
              let viewer: ReturnType<GraphqlContext['viewer']> | undefined;
              return {
                req,
                res,
                ...requestIdentity(req),
                presentedToken: sessionTokenOf(req) !== null,
                viewer: () => (viewer ??= viewers.resolve(req)),
              };
            },
          }),
        }),
      ],
    };
  }
}
