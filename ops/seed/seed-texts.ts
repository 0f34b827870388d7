import { Prng } from './prng';

/**
 * The words of seeded profiles and reviews: bios assembled from an opening, a teaching sentence and a
 * closing, availability notes, and review comments matched to their score. Every text passes the
 * product's profanity filter (a unit test checks each template).
 */

export const MAJORS: readonly string[] = [
  'Mathematics', 'Applied Mathematics', 'Statistics', 'Computer Science', 'Physics', 'Chemistry', 'Biology',
  'Biochemistry', 'Neuroscience', 'Mechanical Engineering', 'Electrical Engineering', 'Civil Engineering',
  'Chemical Engineering', 'Economics', 'Finance', 'Accounting', 'English', 'History', 'Political Science',
  'Psychology', 'Philosophy', 'Spanish', 'French', 'Linguistics', 'Music', 'Art History', 'Education',
  'Nursing', 'Public Health', 'Environmental Science', 'Data Science', 'Journalism',
];

const YEARS = ['freshman', 'sophomore', 'junior', 'senior', 'graduate student', 'recent graduate'];
const HIGH_SCHOOL_YEARS = ['sophomore', 'junior', 'senior'];

const HOBBIES = [
  'running', 'playing chess', 'hiking', 'baking', 'playing the guitar', 'soccer', 'photography', 'robotics',
  'rock climbing', 'painting', 'volunteering at the library', 'swimming', 'coding side projects', 'reading science fiction',
  'playing the piano', 'debate', 'cooking', 'basketball', 'birdwatching', 'gardening',
];

export interface BioFacts {
  firstName: string;
  school: string;
  isHighSchoolTutor: boolean;
  major: string;
  courses: readonly string[];
  yearsTutoring: number;
}

const OPENINGS: ReadonlyArray<(facts: BioFacts, year: string) => string> = [
  (f, year) => `Hi! I'm ${f.firstName}, a ${year} at ${f.school}${f.isHighSchoolTutor ? '' : ` studying ${f.major}`}.`,
  (f, year) => `Hello, my name is ${f.firstName} and I am a ${year} at ${f.school}.`,
  (f) => `I'm ${f.firstName}${f.isHighSchoolTutor ? '' : `, a ${f.major} major`} at ${f.school}, and I love helping students learn.`,
  (f) => `Hey there! ${f.firstName} here, from ${f.school}.`,
];

const TEACHING: ReadonlyArray<(facts: BioFacts, list: string) => string> = [
  (f, list) => `I have been tutoring ${list} for ${years(f.yearsTutoring)}, and I focus on building real understanding rather than memorizing steps.`,
  (_f, list) => `I tutor ${list}. My sessions start from what you already know and build up one small step at a time.`,
  (f, list) => `Over ${years(f.yearsTutoring)} of tutoring ${list}, I have learned that every student needs a slightly different explanation, and I enjoy finding the one that clicks.`,
  (_f, list) => `I can help with ${list}, from homework questions to preparing for a big test.`,
  (_f, list) => `Whether you are catching up or getting ahead in ${list}, I will work with you at your pace and keep things encouraging.`,
];

const CLOSINGS: ReadonlyArray<(hobby: string) => string> = [
  (hobby) => `Outside of tutoring I enjoy ${hobby}.`,
  () => 'I am patient, organized and always prepared for our sessions.',
  () => 'Parents tell me their kids leave our sessions more confident, and that is my favorite part of the job.',
  (hobby) => `When I am not studying you will find me ${hobby}.`,
  () => 'Feel free to reach out with any questions before booking a session!',
  () => 'I look forward to working with you!',
];

function years(count: number): string {
  return count <= 1 ? 'a year' : `${count} years`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'many subjects';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function bioFor(facts: BioFacts, random: Prng): string {
  const year = random.pick(facts.isHighSchoolTutor ? HIGH_SCHOOL_YEARS : YEARS);
  const list = listOf(facts.courses.slice(0, 3));
  const sentences = [random.pick(OPENINGS)(facts, year), random.pick(TEACHING)(facts, list), random.pick(CLOSINGS)(random.pick(HOBBIES))];
  if (random.chance(0.4)) sentences.push(random.pick(CLOSINGS)(random.pick(HOBBIES)));
  return [...new Set(sentences)].join(' ');
}

export const AVAILABILITY_DESCRIPTIONS: readonly string[] = [
  'Weekday afternoons after school and most weekend mornings.',
  'Evenings after 6 pm; weekends by arrangement.',
  'Flexible during the summer, afternoons during the school year.',
  'Mornings before class and Sunday afternoons.',
  'Usually free Tuesday and Thursday evenings.',
  'Weekends are best, with a few weekday evenings.',
  'I can meet most days with a day of notice.',
];

const COMMENTS_BY_SCORE: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Amazing tutor! My grade went from a C to an A.',
    'Explains things clearly and is very patient. Highly recommend.',
    'My daughter looks forward to every session.',
    'Super helpful before my final exam. I finally understand the material.',
    'Always prepared and on time. We will keep booking sessions.',
    'Great at breaking hard problems into small steps.',
    'Helped my son gain so much confidence in math.',
    'Knowledgeable, friendly and encouraging.',
    'Best tutor we have worked with.',
    'My test score went up by a lot after a few sessions.',
  ],
  4: [
    'Very good tutor, helped a lot with homework.',
    'Clear explanations, sometimes a little fast but always willing to go over things again.',
    'Good sessions overall, my grades are improving.',
    'Friendly and knowledgeable. Scheduling was occasionally tricky.',
    'Helpful and patient with my questions.',
  ],
  3: [
    'Decent tutor. Some sessions were more helpful than others.',
    'Knows the material well but could be more organized.',
    'Okay overall; it took a while to get into a good rhythm.',
  ],
  2: ['Sessions often started late.', 'Explanations were hard to follow for my son.'],
  1: ['Missed two sessions without notice.', 'Not a good fit for us.'],
};

export function reviewCommentFor(score: number, random: Prng): string {
  return random.pick(COMMENTS_BY_SCORE[score]);
}

/** Every fixed sentence and template output the seed can produce, for the profanity check. */
export function everyFixedText(): string[] {
  const facts: BioFacts = { firstName: 'Alex', school: 'Central High School', isHighSchoolTutor: false, major: 'Mathematics', courses: ['Algebra 1', 'Geometry'], yearsTutoring: 2 };
  return [
    ...OPENINGS.flatMap((opening) => YEARS.map((year) => opening(facts, year))),
    ...TEACHING.map((teaching) => teaching(facts, 'Algebra 1, Geometry and SAT')),
    ...CLOSINGS.flatMap((closing) => HOBBIES.map((hobby) => closing(hobby))),
    ...AVAILABILITY_DESCRIPTIONS,
    ...Object.values(COMMENTS_BY_SCORE).flat(),
    ...MAJORS,
  ];
}
