/** A session as its tutor recognises it (TutorSessionBrief). */
export const TUTOR_SESSION_BRIEF_FIELDS = `
  sessionId
  subject
  startTime
  endTime
  clientName
`;
