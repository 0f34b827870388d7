import { ReactNode } from 'react';
import { TutorOnly } from '../../../components/tutor/TutorOnly';
import './tutor-tools.css';

/** A tutor tools page: for signed-in tutors only. */
export function TutorOnlyPage({ children }: { children: ReactNode }) {
  return (
    <TutorOnly notTutorMessageId="tutorTools.tutorsOnly">
      <div className="tutor-tools">{children}</div>
    </TutorOnly>
  );
}
