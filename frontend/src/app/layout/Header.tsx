import { Navbar } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';

/** Placeholder header: replaced by the full header with menus by role and mode. */
export function Header() {
  return (
    <Navbar>
      <Navbar.Group>
        <Link to="/">
          <FormattedMessage id="app.title" />
        </Link>
      </Navbar.Group>
    </Navbar>
  );
}
