import { SESSION_ENDED_CLOSE_CODE, sessionEndedListener } from './subscription-link';

describe('the websocket’s session-ended listener', () => {
  it('logs out when the server closes the socket because the session ended, and on no other close', () => {
    const onSessionEnded = jest.fn();
    const closed = sessionEndedListener(onSessionEnded);
    for (const event of [{ code: 1000 }, { code: 1006 }, { code: 4403 }, { code: 4500 }, new Error('network'), undefined, null]) closed(event);
    expect(onSessionEnded).not.toHaveBeenCalled();
    closed({ code: SESSION_ENDED_CLOSE_CODE, reason: 'Session ended' });
    expect(SESSION_ENDED_CLOSE_CODE).toBe(4401);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});
