import { AnchorButton, AnchorButtonProps } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** A Blueprint button that navigates in the app like a router Link (a real link for new tabs). */
export function LinkButton({ to, ...props }: Omit<AnchorButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  // It navigates, so it is announced as a link (AnchorButton says button). AnchorButton types its
  // handler for any element, but it always renders an <a>.
  return <AnchorButton role="link" {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)} />;
}
