/** One page of a history as the History tab shows it (AuditHistoryPage). */
export const AUDIT_HISTORY_PAGE_FIELDS = `
  total
  offset
  limit
  events {
    id
    streamId
    revision
    type
    occurredAt
    correlationId
    causationId
    description {
      messageId
      values {
        name
        value
      }
    }
    actor {
      role
      userId
      name
      deleted
    }
  }
`;
