import { gql, useMutation } from '@apollo/client';

export type SignupProfileType = 'TUTOR' | 'STUDENT_OR_PARENT';
export type ClientProfileType = 'PARENT' | 'STUDENT' | 'OTHER';

export interface EmailSignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  profileType: SignupProfileType;
  clientProfileType?: ClientProfileType;
  phoneNumber?: string | null;
  /** The code of the referral link the user came from. */
  referralCode?: string | null;
}

export interface EmailSignupData {
  emailSignup: { token: string };
}

export interface EmailSignupVariables {
  input: EmailSignupInput;
}

export const EMAIL_SIGNUP = gql`
  mutation emailSignup($input: EmailSignupInput!) {
    emailSignup(input: $input) {
      token
    }
  }
`;

export function useEmailSignupMutation() {
  return useMutation<EmailSignupData, EmailSignupVariables>(EMAIL_SIGNUP);
}
