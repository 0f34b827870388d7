import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * A stale edit (the server answered CONFLICT: someone changed the record since this screen loaded
 * it): says so clearly and offers Reload, which refetches the record so the user edits the latest
 * version. Shared by the screens that send `expectedRevision`.
 */
export function ConflictNotice({ onReload }: { onReload: () => Promise<unknown> | void }) {
  const intl = useIntl();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Callout intent="warning" icon="refresh" role="alert" title={intl.formatMessage({ id: 'conflict.title' })} className="conflict-notice">
      <p>
        <FormattedMessage id="conflict.staleEdit" />
      </p>
      <Button intent="warning" icon="refresh" loading={reloading} text={<FormattedMessage id="conflict.reload" />} onClick={() => void reload()} />
    </Callout>
  );
}

/** The `revision` a screen loaded (sent back as `expectedRevision`), when the record carries one. */
export function revisionOf(record: object | null | undefined): number | undefined {
  const revision = (record as { revision?: unknown } | null | undefined)?.revision;
  return typeof revision === 'number' ? revision : undefined;
}

/** `{ expectedRevision }` for the variables of an edit, or nothing when the screen has no revision. */
export function expectedRevisionOf(record: object | null | undefined): { expectedRevision?: number } {
  const revision = revisionOf(record);
  return revision === undefined ? {} : { expectedRevision: revision };
}
