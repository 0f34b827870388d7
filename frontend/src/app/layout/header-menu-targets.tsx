import { Button } from '@blueprintjs/core';
import { FocusEventHandler, MouseEventHandler } from 'react';
import { FormattedMessage } from 'react-intl';
import { Avatar } from '../../components/Avatar';
import { CurrentUser } from '../../lib/session/get-current-user';
import { MenuGroup } from './menus';
import { AttentionBadge, CountBadge, NavLinkButton } from './NavParts';

/*
 * The buttons the header's menus open from. They are drawn at once, before the popovers' code
 * (Blueprint's popover and floating-ui, about 15 KB gzipped) has loaded (see HeaderMenus.tsx), and
 * then again as the popovers' targets, so the header looks the same throughout.
 */
interface TargetProps {
  onClick?: MouseEventHandler<HTMLElement>;
  onMouseEnter?: MouseEventHandler<HTMLElement>;
  onMouseLeave?: MouseEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
}

export function submenuTarget(group: MenuGroup, label: string, props: TargetProps = {}) {
  return group.to ? (
    <NavLinkButton
      to={group.to}
      endIcon="caret-down"
      text={label}
      onMouseEnter={props.onMouseEnter}
      onMouseLeave={props.onMouseLeave}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
  ) : (
    <Button variant="minimal" endIcon="caret-down" text={label} {...props} />
  );
}

export function notificationsTarget(label: string, count: number | null, iconOnly: boolean, props: TargetProps = {}) {
  return (
    <Button variant="minimal" icon="notifications" {...props}>
      <span className={iconOnly ? 'app-visually-hidden' : undefined}>{label}</span>
      <CountBadge count={count} />
    </Button>
  );
}

export function meMenuTarget(user: CurrentUser, needsAttention: boolean, props: TargetProps = {}) {
  return (
    <Button variant="minimal" icon={<Avatar firstName={user.profile.firstName} lastName={user.profile.lastName} size="XS" decorative />} endIcon="caret-down" {...props}>
      <FormattedMessage id="layout.me.label" />
      {needsAttention && <AttentionBadge />}
    </Button>
  );
}
