import { deciderSpecification } from '../test-support/decider-specification';
import { TutorProfileCommand } from './tutor-profile.commands';
import { tutorProfileDecider, tutorProfileEditsDecider } from './tutor-profile.decider';
import { TutorClass, TutorProfileCreated, TutorProfileEvent } from './tutor-profile.events';
import { profileIdOf, TutorProfileMessages as Messages } from './tutor-profile.rules';
import { normaliseRotation, TutorProfileEditorMessages as EditorMessages, US_TIME_ZONES } from './tutor-profile-editor.rules';

const now = new Date('2026-11-25T10:00:00.000Z');
const metadata = { now, actorId: 'u1' };
const spec = deciderSpecification(tutorProfileDecider);
const command = <T extends TutorProfileCommand['type']>(type: T, data: Extract<TutorProfileCommand, { type: T }>['data']) =>
  ({ type, data, metadata }) as Extract<TutorProfileCommand, { type: T }>;

const profileId = profileIdOf('u1');
const created: TutorProfileCreated = {
  type: 'TutorProfileCreated',
  data: { tutorId: 'u1', profileId, profilePageId: `ana-l-${profileId}`, createdAt: now.toISOString() },
};
const algebra: TutorClass = { courseKey: 'algebra-1', course: 'Algebra 1', subject: 'Math', school: 'Austin High School', teacher: null, isHighSchoolClass: true };
const withAlgebra: TutorProfileEvent[] = [created, { type: 'TutorClassesAdded', data: { tutorId: 'u1', classes: [algebra] } }];
const picture: TutorProfileEvent = { type: 'TutorProfilePictureSet', data: { tutorId: 'u1', fileId: 'f1', rotation: 0 } };

describe('tutor profile editor commands', () => {
  describe('editing a listed class', () => {
    it('records the class as it now is, keeping the fields left out', () => {
      spec
        .given(withAlgebra)
        .when(command('EditClass', { courseKey: 'algebra-1', teacher: '  Ms. Rivera ' }))
        .then([{ type: 'TutorClassEdited', data: { tutorId: 'u1', tutorClass: { ...algebra, teacher: 'Ms. Rivera' } } }]);
    });

    it('clears a school given as empty and changes the subject and level', () => {
      spec
        .given(withAlgebra)
        .when(command('EditClass', { courseKey: 'algebra-1', school: ' ', subject: 'Test Prep', isHighSchoolClass: false }))
        .then([{ type: 'TutorClassEdited', data: { tutorId: 'u1', tutorClass: { ...algebra, school: null, subject: 'Test Prep', isHighSchoolClass: false } } }]);
    });

    it('records nothing when nothing changes', () => {
      spec.given(withAlgebra).when(command('EditClass', { courseKey: 'algebra-1', school: 'Austin High School ' })).thenNothingHappened();
    });

    it('shows the edit to later commands of the same batch', () => {
      deciderSpecification(tutorProfileEditsDecider)
        .given(withAlgebra)
        .when({
          type: 'EditTutorProfile',
          data: {
            commands: [
              { type: 'EditClass', data: { courseKey: 'algebra-1', teacher: 'Ms. Rivera' } },
              { type: 'EditClass', data: { courseKey: 'algebra-1', teacher: 'Ms. Rivera' } },
            ],
          },
          metadata,
        })
        .then([{ type: 'TutorClassEdited', data: { tutorId: 'u1', tutorClass: { ...algebra, teacher: 'Ms. Rivera' } } }]);
    });

    it('refuses a class the profile does not list', () => {
      spec.given(withAlgebra).when(command('EditClass', { courseKey: 'geometry', teacher: 'Mr. Kim' })).thenThrows(EditorMessages.classNotListed, {
        courseKey: EditorMessages.classNotListed,
      });
    });

    it('names every invalid field: subject outside the list, school too long, teacher against the guidelines', () => {
      spec
        .given(withAlgebra)
        .when(command('EditClass', { courseKey: 'algebra-1', subject: 'Cooking', school: 'x'.repeat(101), teacher: 'shit teacher' }))
        .thenThrows(Messages.classSubjectRequired, {
          subject: Messages.classSubjectRequired,
          school: EditorMessages.classSchoolTooLong,
          teacher: Messages.classGuidelines,
        });
    });

    it('refuses a teacher over 100 characters', () => {
      spec.given(withAlgebra).when(command('EditClass', { courseKey: 'algebra-1', teacher: 'y'.repeat(101) })).thenThrows(EditorMessages.classTeacherTooLong);
    });

    it('needs the profile', () => {
      spec.given([]).when(command('EditClass', { courseKey: 'algebra-1' })).thenThrows(Messages.profileNotFound);
    });
  });

  describe('the time zone', () => {
    it('takes a US time zone and records nothing when it is already set', () => {
      spec.given([created]).when(command('SetTimeZone', { timeZoneId: 'America/Chicago' })).then([{ type: 'TutorTimeZoneSet', data: { tutorId: 'u1', timeZoneId: 'America/Chicago' } }]);
      spec
        .given([created, { type: 'TutorTimeZoneSet', data: { tutorId: 'u1', timeZoneId: 'America/Chicago' } }])
        .when(command('SetTimeZone', { timeZoneId: 'America/Chicago' }))
        .thenNothingHappened();
    });

    it.each(['Europe/Madrid', 'EST', '', 'america/chicago'])('refuses %j', (timeZoneId) => {
      spec.given([created]).when(command('SetTimeZone', { timeZoneId })).thenThrows(EditorMessages.invalidTimeZone, { timeZoneId: EditorMessages.invalidTimeZone });
    });

    it('lists only zones the runtime knows, each with a label', () => {
      for (const zone of US_TIME_ZONES) {
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone.id })).not.toThrow();
        expect(zone.label.length).toBeGreaterThan(0);
      }
    });
  });

  describe('the profile picture', () => {
    it('records a picture with its rotation as a quarter turn from 0 to 270', () => {
      spec
        .given([created])
        .when(command('SetProfilePicture', { fileId: 'f1', mimetype: 'image/png', rotation: -90 }))
        .then([{ type: 'TutorProfilePictureSet', data: { tutorId: 'u1', fileId: 'f1', rotation: 270 } }]);
    });

    it('refuses a file that is not a picture and a rotation that is not a quarter turn', () => {
      spec
        .given([created])
        .when(command('SetProfilePicture', { fileId: 'f1', mimetype: 'application/pdf', rotation: 45 }))
        .thenThrows(EditorMessages.pictureNotImage, { file: EditorMessages.pictureNotImage, rotation: EditorMessages.invalidRotation });
    });

    it('turns the current picture, and records nothing for the same rotation', () => {
      spec
        .given([created, picture])
        .when(command('RotateProfilePicture', { rotation: 450 }))
        .then([{ type: 'TutorProfilePictureSet', data: { tutorId: 'u1', fileId: 'f1', rotation: 90 } }]);
      spec.given([created, picture]).when(command('RotateProfilePicture', { rotation: 360 })).thenNothingHappened();
    });

    it('has no picture to turn before one is uploaded', () => {
      spec.given([created]).when(command('RotateProfilePicture', { rotation: 90 })).thenThrows(EditorMessages.pictureMissing, { file: EditorMessages.pictureMissing });
    });
  });

  it('normalises rotations to quarter turns', () => {
    expect([0, 90, 180, 270, 360, -90, 720].map(normaliseRotation)).toEqual([0, 90, 180, 270, 0, 270, 0]);
    expect([1, 89.5, Number.NaN].map(normaliseRotation)).toEqual([null, null, null]);
  });
});
