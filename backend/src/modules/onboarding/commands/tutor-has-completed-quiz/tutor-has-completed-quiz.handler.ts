import { Injectable } from '@nestjs/common';
import { quizAnswerKey } from '../../../../../content/onboarding/tutor-onboarding.content';
import { scoreQuiz } from '../../../../../domain/tutors/tutor-onboarding.rules';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorProfileEdits } from '../../../tutors/tutor-profile-stream';
import { QuizAttemptResultModel } from '../../onboarding.models';
import { QuizAnswerInput } from './tutor-has-completed-quiz.input';

/** tutorHasCompletedQuiz: grades the tutor's answers against the content's key and records the attempt. */
@Injectable()
export class TutorHasCompletedQuizHandler {
  constructor(private readonly edits: TutorProfileEdits) {}

  async execute(input: { tutorId: string; answers: QuizAnswerInput[] }, context: CommandContext): Promise<QuizAttemptResultModel> {
    const quiz = quizAnswerKey();
    const answers = Object.fromEntries(input.answers.map((answer) => [answer.questionId, answer.optionId]));
    const { events, state } = await this.edits.run(input.tutorId, [{ type: 'TakeQuiz', data: { quiz, answers } }], context);
    const attempt = events.find((event) => event.type === 'TutorQuizAttempted');
    if (attempt?.type === 'TutorQuizAttempted') {
      const { passed, correctAnswers, questionCount, passMark } = attempt.data;
      return { passed, correctAnswers, questionCount, passMark };
    }
    // Passed before: nothing new is recorded, and the answers given now are only reported.
    const passed = state.status === 'created' && state.quizPassed;
    return { passed, correctAnswers: scoreQuiz(quiz, answers) ?? 0, questionCount: quiz.questions.length, passMark: quiz.passMark };
  }
}
