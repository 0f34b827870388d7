import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { AddClassesToTutorProfileHandler } from './commands/add-classes-to-tutor-profile/add-classes-to-tutor-profile.handler';
import { AddClassesToTutorProfileResolver } from './commands/add-classes-to-tutor-profile/add-classes-to-tutor-profile.resolver';
import { EditAvailabilityHandler } from './commands/edit-availability/edit-availability.handler';
import { EditAvailabilityResolver } from './commands/edit-availability/edit-availability.resolver';
import { EditDescriptionHandler } from './commands/edit-description/edit-description.handler';
import { EditDescriptionResolver } from './commands/edit-description/edit-description.resolver';
import { EditHourlyWageHandler } from './commands/edit-hourly-wage/edit-hourly-wage.handler';
import { EditHourlyWageResolver } from './commands/edit-hourly-wage/edit-hourly-wage.resolver';
import { EditLocationV2Handler } from './commands/edit-location-v2/edit-location-v2.handler';
import { EditLocationV2Resolver } from './commands/edit-location-v2/edit-location-v2.resolver';
import { EditSchoolInfoHandler } from './commands/edit-school-info/edit-school-info.handler';
import { EditSchoolInfoResolver } from './commands/edit-school-info/edit-school-info.resolver';
import { EditTutoringPreferencesHandler } from './commands/edit-tutoring-preferences/edit-tutoring-preferences.handler';
import { EditTutoringPreferencesResolver } from './commands/edit-tutoring-preferences/edit-tutoring-preferences.resolver';
import { EditVisibilityV2Handler } from './commands/edit-visibility-v2/edit-visibility-v2.handler';
import { EditVisibilityV2Resolver } from './commands/edit-visibility-v2/edit-visibility-v2.resolver';
import { OnBoardTutorHandler } from './commands/on-board-tutor/on-board-tutor.handler';
import { OnBoardTutorResolver } from './commands/on-board-tutor/on-board-tutor.resolver';
import { RemoveClassesFromTutorProfileHandler } from './commands/remove-classes-from-tutor-profile/remove-classes-from-tutor-profile.handler';
import { RemoveClassesFromTutorProfileResolver } from './commands/remove-classes-from-tutor-profile/remove-classes-from-tutor-profile.resolver';
import { SignTutorAgreementHandler } from './commands/sign-tutor-agreement/sign-tutor-agreement.handler';
import { SignTutorAgreementResolver } from './commands/sign-tutor-agreement/sign-tutor-agreement.resolver';
import { TutorRevisionHandler } from './queries/tutor-revision/tutor-revision.handler';
import { TutorRevisionResolver } from './queries/tutor-revision/tutor-revision.resolver';
import { TutorProfileEdits } from './tutor-profile-stream';
import { TutoringRecordReaction } from './tutoring-record/tutoring-record.reaction';

/**
 * Tutor profiles: one folder per profile mutation, every edit through TutorProfileEdits (the
 * profile's stream, opened on first use) and the CommandPipeline; Tutor.revision for stale-edit
 * checks. Reviews ride along (ReviewsModule re-exported) until their mutations arrive.
 */
@Module({
  imports: [AccountsModule, CatalogModule, ReviewsModule],
  providers: [
    TutorProfileEdits,
    TutoringRecordReaction,
    EditDescriptionHandler,
    EditDescriptionResolver,
    EditHourlyWageHandler,
    EditHourlyWageResolver,
    EditAvailabilityHandler,
    EditAvailabilityResolver,
    EditLocationV2Handler,
    EditLocationV2Resolver,
    EditVisibilityV2Handler,
    EditVisibilityV2Resolver,
    SignTutorAgreementHandler,
    SignTutorAgreementResolver,
    EditTutoringPreferencesHandler,
    EditTutoringPreferencesResolver,
    EditSchoolInfoHandler,
    EditSchoolInfoResolver,
    AddClassesToTutorProfileHandler,
    AddClassesToTutorProfileResolver,
    RemoveClassesFromTutorProfileHandler,
    RemoveClassesFromTutorProfileResolver,
    OnBoardTutorHandler,
    OnBoardTutorResolver,
    TutorRevisionHandler,
    TutorRevisionResolver,
  ],
  exports: [TutorProfileEdits, ReviewsModule],
})
export class TutorsModule {}
