/** The account settings' operations on this subject, one per file. */
export * from './get-notification-settings';
export * from './edit-notification-settings';
