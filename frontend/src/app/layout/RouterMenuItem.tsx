import { Classes, MenuItem } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { MenuLink } from './menus';
import { useIsCurrent } from './NavParts';

// Menu items load with the header's popovers and the mobile drawer, not with the page (HeaderMenus.tsx).

/** A link's label, with its hint (an amount in dollars) on a second line. */
export function MenuLinkText({ link }: { link: MenuLink }) {
  const intl = useIntl();
  const label = <FormattedMessage id={link.messageId} />;
  if (!link.hint) return label;
  const amount = intl.formatNumber(link.hint.amountUsd, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <span className="app-menu-link-text">
      <span>{label}</span>
      <small className={Classes.TEXT_MUTED}>
        <FormattedMessage id={link.hint.messageId} values={{ amount }} />
      </small>
    </span>
  );
}

/** A Blueprint menu item that navigates inside the app (and still opens in a new tab with a modifier key). */
export function RouterMenuItem({ to, text, labelElement }: { to: string; text: ReactNode; labelElement?: ReactNode }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  const current = useIsCurrent(to);
  return (
    <MenuItem
      href={href}
      onClick={handleClick}
      text={text}
      multiline
      labelElement={labelElement}
      active={current}
      aria-current={current ? 'page' : undefined}
    />
  );
}
