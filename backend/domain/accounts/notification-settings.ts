/** The kinds of notice a user can turn on or off per channel (account settings, Notifications). */
export const NOTICE_CATEGORIES = ['requests', 'messages', 'sessions', 'payouts', 'newsletters'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CHANNELS = ['email', 'text', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export type NoticeChannels = Record<NoticeChannel, boolean>;
export type NotificationSettings = Record<NoticeCategory, NoticeChannels>;

/** Until a user edits them, every notice goes out on every channel. */
export function defaultNotificationSettings(): NotificationSettings {
  const all: NoticeChannels = { email: true, text: true, push: true };
  return { requests: { ...all }, messages: { ...all }, sessions: { ...all }, payouts: { ...all }, newsletters: { ...all } };
}

/** Exactly the five kinds, each with its three channels as booleans; anything else is refused. */
export function isNotificationSettings(value: unknown): value is NotificationSettings {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length !== NOTICE_CATEGORIES.length) return false;
  return NOTICE_CATEGORIES.every((category) => {
    const channels = record[category];
    if (typeof channels !== 'object' || channels === null) return false;
    const entry = channels as Record<string, unknown>;
    return Object.keys(entry).length === NOTICE_CHANNELS.length && NOTICE_CHANNELS.every((channel) => typeof entry[channel] === 'boolean');
  });
}

/** Whether a notice of this kind goes out on this channel, for settings read from storage (absent: on). */
export function allowsNotice(settings: Partial<NotificationSettings> | null | undefined, category: NoticeCategory, channel: NoticeChannel): boolean {
  return settings?.[category]?.[channel] !== false;
}

/**
 * Newsletters by e-mail and edit-profile's newsletters switch (updateUser isReceivingNewsletters) are
 * one choice: whichever page sets it, both read it. These keep the two places of the state equal.
 */
export function withNewslettersByEmail(settings: NotificationSettings | undefined, receiving: boolean): NotificationSettings {
  const current = settings ?? defaultNotificationSettings();
  return { ...current, newsletters: { ...current.newsletters, email: receiving } };
}

export function receivesNewsletters(settings: Partial<NotificationSettings> | null | undefined): boolean {
  return allowsNotice(settings, 'newsletters', 'email');
}
