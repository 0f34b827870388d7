/**
 * The spec's short routes that name a target without saying what they show (README: "Routes the spec
 * names without saying what they show"): each is a short link to the page its neighbours suggest.
 */

/** /referral/{subPath}: the referral pages by audience, or a referral code (like /c/{code}). */
export function referralTarget(subPath: string): string {
  switch (subPath.toLowerCase()) {
    case 'friend':
      return '/refer-friend';
    case 'client':
      return '/tutor-refer-client';
    case 'tutor':
      return '/tutor-refer-tutor';
    default:
      return `/c/${encodeURIComponent(subPath)}`;
  }
}

/** /sccvl/{profileId}: a tutor's profile with the connect form open (like /u/{profileId}?connectForm=open). */
export function connectLinkTarget(profileId: string): string {
  return `/u/${encodeURIComponent(profileId)}?connectForm=open`;
}

/** /ss/{pairId}: the session summaries of a pair. */
export function pairSummariesTarget(pairId: string): string {
  return `/sessions/summaries?pairId=${encodeURIComponent(pairId)}`;
}
