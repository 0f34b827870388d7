import { Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { isUsZip } from '../../../../../domain/tutors/tutor-profile.rules';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { userStream } from '../../../accounts/user-stream';
import { CatalogService } from '../../../catalog/catalog.service';

/** editCurrentLocation: the client's own ZIP code (cut to 5 digits), its city and state from the catalog. */
@Injectable()
export class EditCurrentLocationHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly catalog: CatalogService,
  ) {}

  async execute(input: { userId: string; zipCode: string }, context: CommandContext): Promise<UserDocument> {
    const zip = input.zipCode.trim().slice(0, 5);
    if (!isUsZip(zip)) throw DomainError.fromFieldErrors({ zipCode: AccountMessages.invalidZipCode });
    const place = this.catalog.lookupZip(zip);
    if (!place) throw DomainError.fromFieldErrors({ zipCode: AccountMessages.zipNotFound });
    await this.pipeline.run(
      userStream.decider,
      userStream.streamIdOf(input.userId),
      { type: 'SetCurrentLocation', data: { location: { zip: place.zip, city: place.city, state: place.state } } },
      context,
      { awaitReadModels: userStream.readModels },
    );
    const user = await findUserById(this.readModels, input.userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}
