/**
 * Texts of the upload routes that packages/core's WordMessages does not have yet (to move there
 * with the upload contract, see subtitles.contract.ts).
 */
export const UploadTexts = {
  notFound: 'These subtitles do not exist (any more).',
  fileMissing: 'Choose a subtitle file to upload (the form field "file").',
  oneFileOnly: 'Upload one subtitle file at a time.',
  notMultipart: 'Send the subtitle file as multipart/form-data.',
  tooManyFields: 'The upload form has too many fields.',
} as const;
