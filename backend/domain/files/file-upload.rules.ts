/** Messages of uploads: spec section 8's upload dialog texts, and ours for the limit, the allow-list and ownership. */
export const FileUploadMessages = {
  /** spec (uploads) */
  noFile: 'No files were selected.',
  tooLarge: 'This file is too large. Files can be at most 10 MB.',
  typeNotAllowed: 'This type of file cannot be uploaded. Please choose a PDF, image, text, Word, Excel or PowerPoint file.',
  notYourFile: 'Please attach only files you uploaded.',
} as const;
