import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, AVATAR_SIZE_PX, avatarColor, avatarInitials, AvatarSize, DEFAULT_USER_IMAGE } from './Avatar';

describe('avatarInitials', () => {
  it.each([
    ['Ana', 'López', 'AL'],
    ['émile', 'zola', 'ÉZ'],
    ['  Ana ', '  ', 'A'],
    [null, 'López', 'L'],
    [undefined, undefined, ''],
  ])('%s %s → %s', (first, last, expected) => {
    expect(avatarInitials(first, last)).toBe(expected);
  });
});

describe('avatarColor', () => {
  it('is the same for the same names, whatever the case or spacing', () => {
    expect(avatarColor('Ana', 'López')).toBe(avatarColor('Ana', 'López'));
    expect(avatarColor(' ana', 'LÓPEZ ')).toBe(avatarColor('Ana', 'López'));
  });

  it('spreads different names over different hues', () => {
    const names = [
      ['Ana', 'López'],
      ['Ben', 'Okafor'],
      ['Chen', 'Wei'],
      ['Dana', 'Smith'],
      ['Eli', 'Cohen'],
    ];
    const colors = new Set(names.map(([first, last]) => avatarColor(first, last)));
    expect(colors.size).toBe(names.length);
    for (const color of colors) expect(color).toMatch(/^hsl\(\d{1,3}, 45%, 33%\)$/);
  });
});

describe('Avatar', () => {
  it('shows the initials on the colour derived from the names', () => {
    render(<Avatar firstName="Ana" lastName="López" />);
    const avatar = screen.getByRole('img', { name: 'Ana López' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar.style.backgroundColor).toBe(colorAsRendered(avatarColor('Ana', 'López')));
  });

  it('keeps the colour from one render to the next', () => {
    const { rerender } = render(<Avatar firstName="Ben" lastName="Okafor" size="SM" />);
    const before = screen.getByRole('img').style.backgroundColor;
    rerender(<Avatar firstName="Ben" lastName="Okafor" size="LG" />);
    expect(screen.getByRole('img').style.backgroundColor).toBe(before);
  });

  it('shows the picture when there is one, and the default user image when it fails to load', () => {
    render(<Avatar firstName="Ana" lastName="López" src="https://cdn.example/ana.jpg" />);
    const picture = screen.getByRole('img', { name: 'Ana López' });
    expect(picture).toHaveAttribute('src', 'https://cdn.example/ana.jpg');
    fireEvent.error(picture);
    const fallback = screen.getByRole('img', { name: 'Ana López' });
    expect(fallback).toHaveAttribute('src', DEFAULT_USER_IMAGE);
    expect(fallback).toHaveAttribute('data-avatar', 'default');
  });

  it('tries a new picture after an earlier one failed', () => {
    const { rerender } = render(<Avatar firstName="Ana" lastName="López" src="https://cdn.example/old.jpg" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar firstName="Ana" lastName="López" src="https://cdn.example/new.jpg" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example/new.jpg');
  });

  it('turns the picture by its stored rotation', () => {
    render(<Avatar firstName="Ana" lastName="López" src="https://cdn.example/ana.jpg" rotation={90} />);
    expect(screen.getByRole('img').style.transform).toBe('rotate(90deg)');
  });

  it('shows the default user image when there is neither a picture nor a name', () => {
    const { container } = render(<Avatar />);
    expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_USER_IMAGE);
  });

  it.each(['XS', 'SM', 'MD', 'LG'] as AvatarSize[])('draws size %s', (size) => {
    render(<Avatar firstName="Ana" lastName="López" size={size} />);
    const avatar = screen.getByRole('img');
    expect(avatar).toHaveAttribute('data-size', size);
    expect(avatar.style.width).toBe(`${AVATAR_SIZE_PX[size]}px`);
    expect(avatar.style.height).toBe(`${AVATAR_SIZE_PX[size]}px`);
  });

  it('grows through the sizes XS < SM < MD < LG, MD by default', () => {
    expect(AVATAR_SIZE_PX.XS).toBeLessThan(AVATAR_SIZE_PX.SM);
    expect(AVATAR_SIZE_PX.SM).toBeLessThan(AVATAR_SIZE_PX.MD);
    expect(AVATAR_SIZE_PX.MD).toBeLessThan(AVATAR_SIZE_PX.LG);
    render(<Avatar firstName="Ana" lastName="López" />);
    expect(screen.getByRole('img')).toHaveAttribute('data-size', 'MD');
  });

  it('hides a decorative avatar from assistive technology', () => {
    const { container } = render(<Avatar firstName="Ana" lastName="López" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

/** The browser stores an hsl() colour as rgb(). */
function colorAsRendered(color: string): string {
  const probe = document.createElement('span');
  probe.style.backgroundColor = color;
  return probe.style.backgroundColor;
}
