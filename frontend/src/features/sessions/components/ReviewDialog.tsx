import { Callout, FormGroup, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useAddReviewMutation } from '../graphql/add-review-mutation';
import { useEditReviewMutation } from '../graphql/edit-review-mutation';
import { useAllReviewsForTutorQuery } from '../graphql/get-all-reviews-for-tutor';
import { SessionPerson } from '../graphql/session-fields';
import { fullName } from '../session-view';
import { FormDialog } from './FormDialog';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';

const SCORES = [1, 2, 3, 4, 5];

/** A client reviews a tutor they have had sessions with, or edits the review they wrote. */
export function ReviewDialog({ tutor, viewerId, onClose }: { tutor: SessionPerson; viewerId: string; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const reviews = useAllReviewsForTutorQuery(tutor.id);
  const own = reviews.data?.getAllReviewsForTutorQuery.find((review) => review.clientId === viewerId);
  const [score, setScore] = useState(0);
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<FormMessage>();
  const [addReview, adding] = useAddReviewMutation();
  const actionKey = useIdempotencyKey();
  const [editReview, editing] = useEditReviewMutation();
  const name = fullName(tutor);

  useEffect(() => {
    if (!own) return;
    setScore(own.score);
    setComments(own.comments);
  }, [own]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!score || !comments.trim()) {
      setProblem({ id: 'sessions.review.required' });
      return;
    }
    setProblem(undefined);
    const variables = { tutorId: tutor.id, score, comments: comments.trim() };
    try {
      if (own) await editReview({ variables });
      else {
        await addReview({ variables: withIdempotencyKey(variables, actionKey.current()) });
        actionKey.next();
      }
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.review.saved' }) });
      onClose();
    } catch (error) {
      setProblem(serverMessage(error));
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'sessions.review.title' }, { name })}
      icon="star"
      onClose={onClose}
      onSubmit={submit}
      problem={format(problem)}
      submitting={adding.loading || editing.loading}
      submitText={<FormattedMessage id="sessions.review.submit" />}
    >
      {reviews.loading && !reviews.data ? (
        <Spinner size={20} />
      ) : (
        <>
          {own && (
            <Callout compact className="review-editing">
              <FormattedMessage id="sessions.review.editing" values={{ name }} />
            </Callout>
          )}
          <RadioGroup inline label={intl.formatMessage({ id: 'sessions.review.score' })} selectedValue={score ? String(score) : undefined} onChange={(event) => setScore(Number(event.currentTarget.value))}>
            {SCORES.map((each) => (
              <Radio key={each} value={String(each)} label={intl.formatMessage({ id: 'sessions.review.star' }, { count: each })} />
            ))}
          </RadioGroup>
          <FormGroup label={<FormattedMessage id="sessions.review.comments" />} labelFor="review-comments">
            <TextArea id="review-comments" fill rows={4} value={comments} onChange={(event) => setComments(event.currentTarget.value)} />
          </FormGroup>
        </>
      )}
    </FormDialog>
  );
}
