import { Injectable } from '@nestjs/common';
import { TutorProfileCommandInput } from '../../../../../domain/tutors/tutor-profile.commands';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';
import { TutoringPreferencesInput } from './edit-tutoring-preferences.input';

/** editTutoringPreferences: grades, subjects and online / in-person together, all or none; a stale edit answers CONFLICT. */
@Injectable()
export class EditTutoringPreferencesHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; preferences: TutoringPreferencesInput; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    const { preferences } = input;
    const commands: TutorProfileCommandInput[] = [];
    if (preferences.gradesForTutoring) commands.push({ type: 'SetGradesForTutoring', data: { gradesForTutoring: preferences.gradesForTutoring } });
    if (preferences.subjects) commands.push({ type: 'SetSubjects', data: { subjects: preferences.subjects } });
    if (preferences.sessionPreference != null) commands.push({ type: 'SetSessionPreference', data: { sessionPreference: preferences.sessionPreference } });
    await this.edits.run(input.tutorId, commands, context, { expectedRevision: input.expectedRevision });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}
