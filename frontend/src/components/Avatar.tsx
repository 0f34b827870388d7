import { CSSProperties, useState } from 'react';

/** Spec: avatar sizes XS, SM, MD, LG. */
export type AvatarSize = 'XS' | 'SM' | 'MD' | 'LG';
export const AVATAR_SIZE_PX: Record<AvatarSize, number> = { XS: 24, SM: 32, MD: 48, LG: 96 };

const DEFAULT_USER_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
  "<rect width='64' height='64' fill='#c5cbd3'/>" +
  "<circle cx='32' cy='25' r='12' fill='#f6f7f9'/>" +
  "<path d='M10 64c1-14 10-22 22-22s21 8 22 22z' fill='#f6f7f9'/>" +
  '</svg>';

/** The picture shown when a profile picture fails to load. */
export const DEFAULT_USER_IMAGE = `data:image/svg+xml,${encodeURIComponent(DEFAULT_USER_SVG)}`;

function firstLetter(name: string | null | undefined): string {
  const [letter = ''] = Array.from(name?.trim() ?? '');
  return letter.toLocaleUpperCase();
}

/** "Ana" + "López" → "AL"; either name may be missing. */
export function avatarInitials(firstName?: string | null, lastName?: string | null): string {
  return firstLetter(firstName) + firstLetter(lastName);
}

/** A background colour that depends only on the names, so a person keeps the same colour everywhere. */
export function avatarColor(firstName?: string | null, lastName?: string | null): string {
  const key = `${firstName?.trim() ?? ''} ${lastName?.trim() ?? ''}`.toLocaleLowerCase();
  let hash = 5381;
  for (const character of key) hash = ((hash * 33) ^ (character.codePointAt(0) ?? 0)) >>> 0;
  // Saturation and lightness are fixed so white initials stay readable on every hue.
  return `hsl(${hash % 360}, 45%, 33%)`;
}

export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  /** The profile picture; without one the initials are shown. */
  src?: string | null;
  /** Degrees the profile picture is turned, as stored with it. */
  rotation?: number;
  size?: AvatarSize;
  /** Hides the avatar from assistive technology where nearby text already names the person. */
  decorative?: boolean;
  className?: string;
}

/** A person's picture, or their initials on a colour derived from their names. */
export function Avatar({ firstName, lastName, src, rotation = 0, size = 'MD', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
  const initials = avatarInitials(firstName, lastName);
  const pixels = AVATAR_SIZE_PX[size];
  const box: CSSProperties = { width: pixels, height: pixels };
  const classes = ['app-avatar', `app-avatar-${size.toLowerCase()}`, className].filter(Boolean).join(' ');

  if (src && src !== failedSrc) {
    return (
      <img
        className={classes}
        style={{ ...box, transform: rotation ? `rotate(${rotation}deg)` : undefined }}
        src={src}
        alt={decorative ? '' : name}
        aria-hidden={decorative || undefined}
        data-avatar="picture"
        data-size={size}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  if (src || !initials) {
    return (
      <img
        className={classes}
        style={box}
        src={DEFAULT_USER_IMAGE}
        alt={decorative ? '' : name}
        aria-hidden={decorative || undefined}
        data-avatar="default"
        data-size={size}
      />
    );
  }
  return (
    <span
      className={`${classes} app-avatar-initials`}
      style={{ ...box, backgroundColor: avatarColor(firstName, lastName), fontSize: Math.round(pixels * 0.42) }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      data-avatar="initials"
      data-size={size}
    >
      {initials}
    </span>
  );
}
