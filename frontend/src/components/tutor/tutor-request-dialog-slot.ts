import { ComponentType, createContext } from 'react';

/** The tutor a Connect click is about: the user id the request goes to, and the name the dialog shows. */
export interface ConnectTutor {
  id: string;
  profileId: string;
  firstName?: string;
}

export interface TutorRequestDialogProps {
  tutor: ConnectTutor;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The request dialog Connect opens. It belongs to the requests feature, which shared components
 * may not import: the app puts it here (loaded on first use), and Connect takes it from here.
 */
export const TutorRequestDialogSlot = createContext<ComponentType<TutorRequestDialogProps> | null>(null);
