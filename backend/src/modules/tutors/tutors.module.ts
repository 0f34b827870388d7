import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { FilesModule } from '../files/files.module';
import { PairsModule } from '../pairs/pairs.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SaveHourlyWageHandler } from './commands/save-hourly-wage/save-hourly-wage.handler';
import { SaveHourlyWageResolver } from './commands/save-hourly-wage/save-hourly-wage.resolver';
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
import { GetMyTutorProfileHandler } from './queries/get-my-tutor-profile/get-my-tutor-profile.handler';
import { GetMyTutorProfileResolver } from './queries/get-my-tutor-profile/get-my-tutor-profile.resolver';
import { TutorRevisionHandler } from './queries/tutor-revision/tutor-revision.handler';
import { TutorRevisionResolver } from './queries/tutor-revision/tutor-revision.resolver';
import { AddClassResolver } from './commands/add-class/add-class.resolver';
import { AddClassesHandler } from './commands/add-classes/add-classes.handler';
import { AddClassesResolver } from './commands/add-classes/add-classes.resolver';
import { AddHighSchoolClassesResolver } from './commands/add-high-school-classes/add-high-school-classes.resolver';
import { AddCollegeClassesResolver } from './commands/add-college-classes/add-college-classes.resolver';
import { EditClassResolver } from './commands/edit-class/edit-class.resolver';
import { EditClassesHandler } from './commands/edit-classes/edit-classes.handler';
import { EditClassesResolver } from './commands/edit-classes/edit-classes.resolver';
import { EditSchoolHandler } from './commands/edit-school/edit-school.handler';
import { EditSchoolResolver } from './commands/edit-school/edit-school.resolver';
import { EditVisibilityResolver } from './commands/edit-visibility/edit-visibility.resolver';
import { EditTimeZoneIdHandler } from './commands/edit-time-zone-id/edit-time-zone-id.handler';
import { EditTimeZoneIdResolver } from './commands/edit-time-zone-id/edit-time-zone-id.resolver';
import { UploadProfilePictureV2Handler } from './commands/upload-profile-picture-v2/upload-profile-picture-v2.handler';
import { UploadProfilePictureV2Resolver } from './commands/upload-profile-picture-v2/upload-profile-picture-v2.resolver';
import { ProfilePicturesController } from './profile-pictures.controller';
import { TutorProfileEdits } from './tutor-profile-stream';
import { TutoringRecordReaction } from './tutoring-record/tutoring-record.reaction';

/**
 * Tutor profiles: one folder per profile mutation, every edit through TutorProfileEdits (the
 * profile's stream, opened on first use) and the CommandPipeline; Tutor.revision for stale-edit
 * checks. Reviews ride along (ReviewsModule re-exported) until their mutations arrive.
 */
@Module({
  imports: [AccountsModule, CatalogModule, FilesModule, ReviewsModule, PairsModule],
  controllers: [ProfilePicturesController],
  providers: [
    SaveHourlyWageHandler,
    SaveHourlyWageResolver,
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
    GetMyTutorProfileHandler,
    GetMyTutorProfileResolver,
    AddClassResolver,
    AddClassesHandler,
    AddClassesResolver,
    AddHighSchoolClassesResolver,
    AddCollegeClassesResolver,
    EditClassResolver,
    EditClassesHandler,
    EditClassesResolver,
    EditSchoolHandler,
    EditSchoolResolver,
    EditVisibilityResolver,
    EditTimeZoneIdHandler,
    EditTimeZoneIdResolver,
    UploadProfilePictureV2Handler,
    UploadProfilePictureV2Resolver,
  ],
  exports: [TutorProfileEdits, ReviewsModule],
})
export class TutorsModule {}
