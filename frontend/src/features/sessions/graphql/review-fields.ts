export interface Review {
  id: string;
  clientId: string;
  tutorId: string;
  score: number;
  comments: string;
}

export const REVIEW_FIELDS = `
  id
  clientId
  tutorId
  score
  comments
`;
