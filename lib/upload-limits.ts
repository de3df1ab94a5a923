/** Upload limits and their messages, shared by the attachment picker and the server. */
export interface UploadLimits {
  maxFileMb: number;
  maxFiles: number;
  maxTotalMb: number;
}

export const MB = 1024 * 1024;

/**
 * A file's size as people read it: MB to one decimal (the specification's format) from 0.1 MB up,
 * KB below that, so a small scan never shows as "0.0 MB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= 0.1 * MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

export const uploadMessages = {
  fileTooLarge: (name: string, limits: UploadLimits) =>
    `"${name}" is larger than ${limits.maxFileMb} MB. Each file can be at most ${limits.maxFileMb} MB.`,
  tooManyFiles: (limits: UploadLimits) => `Please attach at most ${limits.maxFiles} files to one claim.`,
  totalTooLarge: (limits: UploadLimits) =>
    `The files together are larger than ${limits.maxTotalMb} MB. Please attach at most ${limits.maxTotalMb} MB in total.`,
  wrongType: (name: string) => `"${name}" is not a PDF, JPEG, PNG, DOC or DOCX file. Please attach one of those.`,
  empty: (name: string) => `"${name}" is empty. Please attach the file again.`,
  pathInName: (name: string) => `The file name "${name}" contains a folder path. Please attach the file itself.`,
  badName: () =>
    'A file name contains characters that are not allowed (such as a line break). Please rename the file and attach it again.',
  extensionMismatch: (name: string) =>
    `"${name}" does not match its contents: its name must end in the extension of its type (.pdf, .jpg, .png, .doc or .docx). Please attach the original file.`,
  notClean: (name: string) =>
    `"${name}" carries something other than a document (for example web page code). Please attach the original file.`,
  unreadable: () => 'A file in the form could not be read. Please attach your files again.',
  interrupted: () => 'The upload was interrupted. Please try again.',
} as const;

/** What the picker accepts by name (the server decides by the bytes). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'] as const;
