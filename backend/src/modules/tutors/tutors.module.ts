import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { AddClassesToTutorProfileHandler } from './commands/add-classes-to-tutor-profile/add-classes-to-tutor-profile.handler';
import { AddClassesToTutorProfileResolver } from './commands/add-classes-to-tutor-profile/add-classes-to-tutor-profile.resolver';
import { EditAvailabilityResolver } from './commands/edit-availability/edit-availability.resolver';
import { EditDescriptionResolver } from './commands/edit-description/edit-description.resolver';
import { EditHourlyWageResolver } from './commands/edit-hourly-wage/edit-hourly-wage.resolver';
import { EditLocationV2Resolver } from './commands/edit-location-v2/edit-location-v2.resolver';
import { EditSchoolInfoHandler } from './commands/edit-school-info/edit-school-info.handler';
import { EditSchoolInfoResolver } from './commands/edit-school-info/edit-school-info.resolver';
import { EditTutoringPreferencesResolver } from './commands/edit-tutoring-preferences/edit-tutoring-preferences.resolver';
import { EditVisibilityV2Resolver } from './commands/edit-visibility-v2/edit-visibility-v2.resolver';
import { OnBoardTutorResolver } from './commands/on-board-tutor/on-board-tutor.resolver';
import { RemoveClassesFromTutorProfileResolver } from './commands/remove-classes-from-tutor-profile/remove-classes-from-tutor-profile.resolver';
import { SignTutorAgreementResolver } from './commands/sign-tutor-agreement/sign-tutor-agreement.resolver';
import { TutorProfileCommands } from './tutor-profile-commands.service';
import { TutorReadBack } from './tutor-read-back';

/**
 * Tutor profiles: the profile mutations and TutorProfileCommands, the one way into a profile (the
 * seed uses it too). Reviews ride along (ReviewsModule re-exported) until their mutations arrive.
 */
@Module({
  imports: [CqrsModule, AccountsModule, CatalogModule, ReviewsModule],
  providers: [
    TutorProfileCommands,
    TutorReadBack,
    EditDescriptionResolver,
    EditHourlyWageResolver,
    EditAvailabilityResolver,
    EditLocationV2Resolver,
    EditVisibilityV2Resolver,
    SignTutorAgreementResolver,
    EditTutoringPreferencesResolver,
    EditSchoolInfoHandler,
    EditSchoolInfoResolver,
    AddClassesToTutorProfileHandler,
    AddClassesToTutorProfileResolver,
    RemoveClassesFromTutorProfileResolver,
    OnBoardTutorResolver,
  ],
  exports: [TutorProfileCommands, ReviewsModule],
})
export class TutorsModule {}
