import { lengthProblem, MAX_TEXT_LENGTH } from './value-bounds';

/** Why an admin changed a price or a balance: recorded on the event, so the history says it. */
export const ChangeReasonMessages = {
  reasonRequired: 'Please give a reason for the change.',
} as const;

/** The trimmed reason, and the problem with it (none, blank, too long). */
export function changeReasonOf(reason: string): { reason: string; problem: string | undefined } {
  const trimmed = reason.trim();
  return { reason: trimmed, problem: trimmed.length === 0 ? ChangeReasonMessages.reasonRequired : lengthProblem(trimmed, MAX_TEXT_LENGTH.shortText) };
}
