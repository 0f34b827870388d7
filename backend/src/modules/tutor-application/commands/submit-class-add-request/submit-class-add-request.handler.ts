import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { classAddRequestAnswerOf, classAddRequestStream } from '../../class-add-request-stream';
import { ClassAddRequestModel } from '../../tutor-application.model';
import { ClassAddRequestInput } from './submit-class-add-request.input';

/** submitClassAddRequest: a course not in the catalog goes to the admins' queue; a retry with the same key records it once. */
@Injectable()
export class SubmitClassAddRequestHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { requestedBy: string; form: ClassAddRequestInput }, context: CommandContext): Promise<ClassAddRequestModel> {
    const requestId = context.idempotencyKey ? deterministicUuid(`class-add-request:${input.requestedBy}:${context.idempotencyKey}`) : randomUUID();
    const { courseName, isHighSchoolCourse, schoolId, subject } = input.form;
    await this.pipeline.run(
      classAddRequestStream.decider,
      classAddRequestStream.streamIdOf(requestId),
      { type: 'RequestClassAdd', data: { requestId, requestedBy: input.requestedBy, courseName, isHighSchoolCourse, schoolId: schoolId ?? null, subject: subject ?? null } },
      context,
      { awaitReadModels: classAddRequestStream.readModels },
    );
    return classAddRequestAnswerOf(this.readModels, requestId);
  }
}
