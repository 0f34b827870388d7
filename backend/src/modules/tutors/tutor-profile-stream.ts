import { Injectable } from '@nestjs/common';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { UserEvent } from '../../../domain/accounts/user.events';
import { Decider, DomainCommand } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/domain-error';
import { SetLocation, TutorProfileCommandInput } from '../../../domain/tutors/tutor-profile.commands';
import { TutorProfileState, tutorProfileEditsDecider } from '../../../domain/tutors/tutor-profile.decider';
import { TutorProfileEvent, tutorStreamId } from '../../../domain/tutors/tutor-profile.events';
import { isUsZip, TutorProfileMessages } from '../../../domain/tutors/tutor-profile.rules';
import { ReadModels } from '../../../projections/runner/read-models';
import { findTutorById, tutorSearchProjection } from '../../../projections/tutor-search/tutor-search.projection';
import { evolveUserDocument, UserDocument } from '../../../projections/users/users.projection';
import { CommandContext, CommandPipeline, DecidedOutcome } from '../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../graphql/graphql-errors';
import { CatalogService } from '../catalog/catalog.service';
import { TutorModel } from '../tutor-search/tutor.model';

/** Where a tutor's profile is decided (stream `tutor-<userId>`), and the read model its edits wait for. */
export const tutorProfileStream = {
  decider: tutorProfileEditsDecider,
  streamIdOf: tutorStreamId,
  readModels: [tutorSearchProjection.name],
} as const;

/** A profile edit's options: the revision the tutor saw (CONFLICT when the profile moved on), and whether to wait for the read model (default). */
export interface TutorProfileEditOptions {
  expectedRevision?: number | null;
  /** Bulk writers wait once at the end instead. */
  awaitReadModels?: boolean;
}

/** The revision a screen names (-1: no profile yet), as the pipeline takes it. */
export function revisionOfScreen(revision: number | null | undefined): number | 'no_stream' | undefined {
  if (revision === null || revision === undefined) return undefined;
  return revision < 0 ? 'no_stream' : revision;
}

/** The account behind a profile, folded from the user's stream (names and profile types: more than the user decider keeps). */
const tutorAccountView: Decider<DomainCommand<'None', never>, UserEvent, UserDocument | null> = {
  initialState: () => null,
  evolve: (account, event) => evolveUserDocument(account, event, 0),
  decide: () => [],
};

/**
 * The one way into a tutor's profile, for the API and the tests alike: every edit opens the profile
 * on first use (for a user holding the TUTOR profile type) and decides its commands together on the
 * profile's stream through the pipeline: all or nothing, every invalid field named at once.
 */
@Injectable()
export class TutorProfileEdits {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly catalog: CatalogService,
  ) {}

  async run(
    tutorId: string,
    commands: readonly TutorProfileCommandInput[],
    context: CommandContext,
    { expectedRevision, awaitReadModels = true }: TutorProfileEditOptions = {},
  ): Promise<DecidedOutcome<TutorProfileEvent, TutorProfileState>> {
    const { state: tutor } = await this.pipeline.load(tutorAccountView, userStreamId(tutorId));
    // An id no account has is NOT_FOUND (an admin's typo), an account without the tutor type bad input.
    if (!tutor) throw new NotFoundError(TutorProfileMessages.profileNotFound);
    if (!tutor.profile.profileTypes.includes('TUTOR')) throw DomainError.fromFieldErrors({ tutorId: TutorProfileMessages.notATutor });
    const open: TutorProfileCommandInput = { type: 'CreateTutorProfile', data: { tutorId, firstName: tutor.profile.firstName, lastName: tutor.profile.lastName } };
    const revision = revisionOfScreen(expectedRevision);
    return this.pipeline.run(tutorProfileStream.decider, tutorProfileStream.streamIdOf(tutorId), { type: 'EditTutorProfile', data: { commands: [open, ...commands] } }, context, {
      ...(revision !== undefined ? { expectedRevision: revision } : {}),
      ...(awaitReadModels ? { awaitReadModels: tutorProfileStream.readModels } : {}),
    });
  }

  /** The SetLocation command for a ZIP (cut to 5 digits), with the catalog's city, state and coordinates. */
  locationOf(zipCode: string): Extract<TutorProfileCommandInput, { type: 'SetLocation' }> {
    const zip = zipCode.trim().slice(0, 5);
    if (!isUsZip(zip)) throw DomainError.fromFieldErrors({ zipCode: TutorProfileMessages.zipRequired });
    const place = this.catalog.lookupZip(zip);
    if (!place) throw DomainError.fromFieldErrors({ zipCode: TutorProfileMessages.zipNotFound });
    const data: SetLocation['data'] = { zipCode: place.zip, city: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude };
    return { type: 'SetLocation', data };
  }
}

/** What a profile edit answers: the tutor as search and profile pages show them, once the edit reached the read model. */
export async function tutorAnswerOf(readModels: ReadModels, tutorId: string): Promise<TutorModel> {
  const document = await findTutorById(readModels, tutorId);
  if (!document?.profileId) throw new NotFoundError(TutorProfileMessages.profileNotFound);
  return TutorModel.fromDocument(document);
}

/** The description of the edits' expectedRevision argument. */
export const EXPECTED_REVISION =
  'The profile revision the tutor saw (the `revision` of their profile): when the profile changed since, the edit answers CONFLICT and changes nothing. Without it, the edit applies to the latest profile.';
