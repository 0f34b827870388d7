import { auditTrailProjection } from '../audit/audit-trail.projection';
import { ALL_PROJECTIONS } from '../all-projections';
import { usersProjection } from '../users/users.projection';
import { eventPartsReadBy } from './projection';

describe('eventPartsReadBy', () => {
  it('reads the metadata only for the audit trail, and no data for it: with the users, the data of the users’ types alone', () => {
    const parts = eventPartsReadBy([usersProjection, auditTrailProjection]);

    expect(parts.metadata).toBe(true);
    expect([...(parts.dataOf ?? [])].sort()).toEqual([...new Set(usersProjection.handles)].sort());
    expect(eventPartsReadBy([usersProjection]).metadata).toBe(false);
  });

  it('reads the data of every type once a projection that applies every event reads its data', () => {
    const everything = { name: 'everything', handles: [], handlesEveryEvent: true };

    expect(eventPartsReadBy([usersProjection, everything]).dataOf).toBeUndefined();
    expect(eventPartsReadBy([auditTrailProjection]).dataOf).toEqual(new Set());
  });

  it('reads, for every read model together, the data of every type some projection handles', () => {
    const parts = eventPartsReadBy(ALL_PROJECTIONS);

    for (const definition of ALL_PROJECTIONS) for (const type of definition.handles) expect(parts.dataOf?.has(type)).toBe(true);
    expect(parts.metadata).toBe(true);
  });
});
