import { connectLinkTarget, pairSummariesTarget, referralTarget } from './short-links';

describe('the short routes', () => {
  it('send /referral/{subPath} to the referral page of its audience, or treat it as a referral code', () => {
    expect(referralTarget('friend')).toBe('/refer-friend');
    expect(referralTarget('Tutor')).toBe('/tutor-refer-tutor');
    expect(referralTarget('client')).toBe('/tutor-refer-client');
    expect(referralTarget('AB12CD34EF')).toBe('/c/AB12CD34EF');
  });

  it('send /sccvl/{profileId} to the profile with the connect form open, and /ss/{pairId} to the pair’s summaries', () => {
    expect(connectLinkTarget('p 1')).toBe('/u/p%201?connectForm=open');
    expect(pairSummariesTarget('pair-9')).toBe('/sessions/summaries?pairId=pair-9');
  });
});
