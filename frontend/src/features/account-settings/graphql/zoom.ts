/** The account settings' operations on this subject, one per file. */
export * from './get-zoom-profile';
export * from './get-zoom-authorize-url';
export * from './associate-zoom';
export * from './disassociate-zoom';
