import { IconName, IconPaths, Icons, IconSize } from '@blueprintjs/icons';

type PathsModule = { default: IconPaths };

// The icons the app names as strings, one small chunk each. Blueprint's default loader fetches every
// icon of a size in one ~100 KB (gzipped) chunk on the first icon rendered; that stays the fallback
// for an icon missing here. (Blueprint's own components embed their icons and need no loading.)
const ICONS: Partial<Record<IconName, Record<IconSize, () => Promise<PathsModule>>>> = {
  'caret-down': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down.js'),
  },
  circle: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/circle.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/circle.js'),
  },
  cross: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js'),
  },
  envelope: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
  },
  error: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/error.js'),
  },
  help: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/help.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/help.js'),
  },
  key: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key.js'),
  },
  'log-out': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/log-out.js'),
  },
  menu: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/menu.js'),
  },
  notifications: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/notifications.js'),
  },
  phone: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/phone.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/phone.js'),
  },
  search: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/search.js'),
  },
  'swap-horizontal': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/swap-horizontal.js'),
  },
  tick: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick.js'),
  },
  'tick-circle': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/tick-circle.js'),
  },
  user: {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/user.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/user.js'),
  },
  'warning-sign': {
    16: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
    20: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js'),
  },
};

export function loadIconsOneByOne(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const load = ICONS[name]?.[size];
      if (load) return (await load()).default;
      await Icons.load(name, size, { loader: 'split-by-size' });
      return Icons.getPaths(name, size) ?? [];
    },
  });
}
