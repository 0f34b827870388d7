import { AnchorButton, AnchorButtonProps, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { BADGE_MAX } from './layout-constants';

/** A count beside a menu entry; nothing for null (unknown) or zero. */
export function CountBadge({ count }: { count: number | null | undefined }) {
  if (count == null || count <= 0) return null;
  return (
    <Tag round intent="danger" className="app-count-badge" data-testid="count-badge">
      <span aria-hidden="true">
        {count > BADGE_MAX ? <FormattedMessage id="layout.badge.overflow" values={{ max: BADGE_MAX }} /> : count}
      </span>
      <span className="app-visually-hidden">
        <FormattedMessage id="layout.badge.count" values={{ count }} />
      </span>
    </Tag>
  );
}

/** The profile badge '!'. */
export function AttentionBadge() {
  const intl = useIntl();
  return (
    <Tag round intent="warning" className="app-count-badge" htmlTitle={intl.formatMessage({ id: 'layout.me.attention' })} data-testid="profile-badge">
      <span aria-hidden="true">
        <FormattedMessage id="layout.me.attentionMark" />
      </span>
      <span className="app-visually-hidden">
        <FormattedMessage id="layout.me.attention" />
      </span>
    </Tag>
  );
}

export function useIsCurrent(to: string): boolean {
  const { pathname } = useLocation();
  return !to.includes('#') && pathname === to;
}

/**
 * A navbar link drawn as a minimal Blueprint button, navigating inside the app. Other button props
 * pass through, so a popover can make it its target.
 */
export function NavLinkButton({ to, primary = false, ...buttonProps }: { to: string; primary?: boolean } & Omit<AnchorButtonProps, 'href' | 'onClick'>) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  const current = useIsCurrent(to);
  return (
    <AnchorButton
      variant={primary ? 'solid' : 'minimal'}
      intent={primary ? 'primary' : 'none'}
      active={current}
      aria-current={current ? 'page' : undefined}
      {...buttonProps}
      // Blueprint gives its AnchorButton the button role; these navigate, so they are links.
      role="link"
      href={href}
      onClick={handleClick}
    />
  );
}
