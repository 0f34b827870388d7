import { Button, ButtonGroup, FileInput, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../../../components/Avatar';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { EditorTutor } from '../graphql/editor-tutor-fields';
import { GET_MY_TUTOR_PROFILE } from '../graphql/get-my-tutor-profile';
import { useUploadProfilePictureV2Mutation } from '../graphql/upload-profile-picture-v2';
import { useFormatEditorMessage } from '../editor-form-messages';
import { useProfileEdit } from './useProfileEdit';

/** The profile picture: a new file, or the current one turned a quarter; without one the avatar shows initials. */
export function ProfilePictureEditor({ tutor, onReload }: { tutor: EditorTutor; onReload: () => Promise<unknown> }) {
  const intl = useIntl();
  const format = useFormatEditorMessage();
  const [upload, { loading }] = useUploadProfilePictureV2Mutation();
  const key = useIdempotencyKey();
  const edit = useProfileEdit();
  const [fileName, setFileName] = useState<string>();
  const options = { refetchQueries: [{ query: GET_MY_TUTOR_PROFILE }], awaitRefetchQueries: true };

  const send = async (file: File | null, rotation: number) => {
    const done = await edit.run(() =>
      upload({ variables: { file, rotation, expectedRevision: tutor.revision, ...(file ? { idempotencyKey: key.current() } : {}) }, ...options }),
    );
    if (done && file) key.next();
  };
  const rotation = tutor.profilePicture?.rotation ?? 0;

  return (
    <section className="profile-editor-section" aria-labelledby="profile-picture-heading">
      <h3 id="profile-picture-heading">
        <FormattedMessage id="profileEditor.picture.heading" />
      </h3>
      <div className="profile-picture-editor">
        <Avatar firstName={tutor.firstName} lastName={tutor.lastInitial} src={tutor.profilePicture?.src} rotation={rotation} size="LG" />
        <div>
          <FormGroup label={<FormattedMessage id="profileEditor.picture.choose" />} labelFor="profile-picture-file">
            <FileInput
              inputProps={{ id: 'profile-picture-file', accept: 'image/png,image/jpeg,image/gif,image/webp' }}
              text={fileName ?? intl.formatMessage({ id: 'profileEditor.picture.none' })}
              buttonText={intl.formatMessage({ id: 'profileEditor.picture.browse' })}
              disabled={loading}
              onInputChange={(event) => {
                const file = event.currentTarget.files?.[0] ?? null;
                setFileName(file?.name);
                if (file) void send(file, 0);
              }}
            />
          </FormGroup>
          {tutor.profilePicture && (
            <ButtonGroup>
              <Button icon="image-rotate-left" disabled={loading} text={<FormattedMessage id="profileEditor.picture.rotateLeft" />} onClick={() => void send(null, rotation - 90)} />
              <Button icon="image-rotate-right" disabled={loading} text={<FormattedMessage id="profileEditor.picture.rotateRight" />} onClick={() => void send(null, rotation + 90)} />
            </ButtonGroup>
          )}
          {edit.message && (
            <p className="profile-editor-error" role="alert">
              {format(edit.message)}
            </p>
          )}
          {edit.conflict && <ConflictNotice onReload={async () => { edit.clear(); await onReload(); }} />}
        </div>
      </div>
    </section>
  );
}
