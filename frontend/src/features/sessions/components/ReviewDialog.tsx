import { Callout, FormGroup, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { z } from 'zod/mini';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { useAddReviewMutation } from '../graphql/add-review-mutation';
import { useEditReviewMutation } from '../graphql/edit-review-mutation';
import { useAllReviewsForTutorQuery } from '../graphql/get-all-reviews-for-tutor';
import { SessionPerson } from '../graphql/session-fields';
import { fullName } from '../session-view';
import { FormDialog, problemOf } from './FormDialog';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';

const SCORES = [1, 2, 3, 4, 5];

/** A score (0: not chosen yet) and comments are both needed. */
const reviewSchema = z.object({ score: z.number(), comments: z.string() }).check(z.superRefine((values, context) => {
  if (!values.score || !values.comments.trim()) context.addIssue({ code: 'custom', message: 'sessions.review.required', path: ['score'] });
}));
type ReviewValues = z.infer<typeof reviewSchema>;

/** A client reviews a tutor they have had sessions with, or edits the review they wrote. */
export function ReviewDialog({ tutor, viewerId, onClose }: { tutor: SessionPerson; viewerId: string; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const reviews = useAllReviewsForTutorQuery(tutor.id);
  const own = reviews.data?.getAllReviewsForTutorQuery.find((review) => review.clientId === viewerId);
  const form = useZodForm<ReviewValues>(reviewSchema, { score: 0, comments: '' });
  const score = form.watch('score');
  const comments = fieldProps(form, 'comments');
  const [serverProblem, setServerProblem] = useState<FormMessage>();
  const [addReview, adding] = useAddReviewMutation();
  const actionKey = useIdempotencyKey();
  const [editReview, editing] = useEditReviewMutation();
  const name = fullName(tutor);

  const { reset } = form;
  useEffect(() => {
    if (own) reset({ score: own.score, comments: own.comments });
  }, [own, reset]);

  const submit = async (values: ReviewValues) => {
    const variables = { tutorId: tutor.id, score: values.score, comments: values.comments.trim() };
    try {
      if (own) await editReview({ variables });
      else {
        await addReview({ variables: withIdempotencyKey(variables, actionKey.current()) });
        actionKey.next();
      }
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.review.saved' }) });
      onClose();
    } catch (error) {
      setServerProblem(serverMessage(error));
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'sessions.review.title' }, { name })}
      icon="star"
      onClose={onClose}
      form={form}
      onValid={submit}
      onSubmitStart={() => setServerProblem(undefined)}
      problem={format(problemOf(form, serverProblem))}
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
          <RadioGroup
            inline
            label={intl.formatMessage({ id: 'sessions.review.score' })}
            selectedValue={score ? String(score) : undefined}
            onChange={(event) => {
              form.setValue('score', Number(event.currentTarget.value));
              form.clearErrors();
            }}
          >
            {SCORES.map((each) => (
              <Radio key={each} value={String(each)} label={intl.formatMessage({ id: 'sessions.review.star' }, { count: each })} />
            ))}
          </RadioGroup>
          <FormGroup label={<FormattedMessage id="sessions.review.comments" />} labelFor="review-comments">
            <TextArea id="review-comments" fill rows={4} value={comments.value} onChange={(event) => comments.onChange(event.currentTarget.value)} />
          </FormGroup>
        </>
      )}
    </FormDialog>
  );
}
