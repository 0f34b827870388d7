/** Spec: the quick-pick tiles shown while no course is chosen, in the spec's order. */
export const QUICK_PICK_COURSES = ['Algebra 1', 'English', 'Spanish I', 'Physics', 'SAT', 'Geometry'] as const;

/** The online lesson space (spec: meeting solution LESSONSPACE) that online tutors teach in. */
export const ONLINE_LESSON_SPACE_URL = 'https://www.thelessonspace.com/';

export const REQUEST_A_TUTOR_PATH = '/request-a-tutor';
