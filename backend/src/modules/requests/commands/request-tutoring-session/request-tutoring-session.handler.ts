import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TutoringRequestForm } from '../../../../../domain/requests/tutoring-request.commands';
import { validateRequestForm } from '../../../../../domain/requests/tutoring-request.decider';
import { normaliseZip } from '../../../../../domain/requests/tutoring-request.rules';
import { DomainError, ForbiddenError } from '../../../../../domain/shared/domain-error';
import { TutorProfileMessages } from '../../../../../domain/tutors/tutor-profile.rules';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { userStream } from '../../../accounts/user-stream';
import { CatalogService } from '../../../catalog/catalog.service';
import { conversationIdFor } from '../../../conversations/conversation-ids';
import { conversationStream } from '../../../conversations/conversation-stream';
import { FileUploads } from '../../../files/file-uploads.service';
import { RequestErrors, requestStream } from '../../request-stream';
import { TUTORING_REQUEST_WORKFLOW } from '../../workflows/tutoring-request-workflow';

export interface SendRequestInput {
  client: UserDocument;
  /** null: a request to the team (requestATutor). */
  tutorId: string | null;
  form: TutoringRequestForm;
  savePreferences: boolean;
  /** The same key again (the browser's retry) names the same request, recorded once. */
  idempotencyKey: string | null;
}

/**
 * requestTutoringSession (and requestATutor, its tutor-less alias): records the request, and only
 * the request; its workflow opens the conversation with the first message and saves the client's
 * preferences. Answers once the client's own views show all of it. False, recording nothing, while
 * the client's phone is not verified (the dialog then shows the phone warning); FORBIDDEN with an
 * unverified e-mail; BAD_USER_INPUT for the form's mistakes.
 */
@Injectable()
export class RequestTutoringSessionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly catalog: CatalogService,
    private readonly uploads: FileUploads,
  ) {}

  async execute(input: SendRequestInput, context: CommandContext): Promise<boolean> {
    const { client, tutorId } = input;
    if (!client.email.verified) throw new ForbiddenError(RequestErrors.unverifiedEmail);
    const form = this.withPlace(input.form);
    const details = validateRequestForm(form);
    if (tutorId !== null) await this.requireTutor(tutorId);
    if (!client.profile.isPhoneNumberVerified) return false;
    const files = await this.uploads.ownFiles(details.files, client._id);
    const clientId = client._id;
    const requestId = input.idempotencyKey ? deterministicUuid(`request:${clientId}:${input.idempotencyKey}`) : randomUUID();
    const conversationId = tutorId ? conversationIdFor(clientId, tutorId) : null;
    const sent = await this.pipeline.run(
      requestStream.decider,
      requestStream.streamIdOf(requestId),
      { type: 'SendTutoringRequest', data: { requestId, clientId, tutorId, conversationId, form: { ...form, files }, savePreferences: input.savePreferences } },
      context,
    );
    await this.pipeline.awaitWorkflows(sent.position, [TUTORING_REQUEST_WORKFLOW], [...requestStream.readModels, ...conversationStream.readModels, ...userStream.readModels]);
    return true;
  }

  private async requireTutor(tutorId: string): Promise<void> {
    const tutor = await findUserById(this.readModels, tutorId);
    if (!tutor?.profile.profileTypes.includes('TUTOR')) throw DomainError.fromFieldErrors({ tutorId: TutorProfileMessages.notATutor });
  }

  /** A ZIP without its city or state takes them from the catalog, as the form's ZIP picker would. */
  private withPlace(form: TutoringRequestForm): TutoringRequestForm {
    const zip = normaliseZip(form.zipCode);
    if (!zip || (form.city?.trim() && form.state?.trim())) return form;
    const place = this.catalog.lookupZip(zip);
    return place ? { ...form, city: form.city?.trim() || place.city, state: form.state?.trim() || place.state } : form;
  }
}
