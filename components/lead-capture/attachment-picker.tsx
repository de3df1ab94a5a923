'use client';

import { useEffect, useRef } from 'react';
import { Camera, Paperclip, TriangleAlert, X } from 'lucide-react';
import { useLocalizeMessage } from '@/components/forms/messages-context';
import { useHydrated } from '@/components/forms/use-hydrated';
import { buttonVariants } from '@/components/ui/button-variants';
import { FieldError } from '@/components/ui/field-error';
import type { CLAIM_FORM } from '@/content/submissions/claim';
import { fillTemplate } from '@/lib/i18n/messages';
import type { Translation } from '@/lib/i18n/translation';
import { ACCEPTED_EXTENSIONS, formatFileSize, MB, uploadMessages, type UploadLimits } from '@/lib/upload-limits';

/** A file the visitor chose, with the reason it cannot be sent (it stays listed until removed). */
export interface PickedFile {
  file: File;
  problem?: string;
}

/** The problem of one file on its own, by the limits the server enforces. */
function fileProblem(file: File, limits: UploadLimits): string | undefined {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
  const isCameraImage = ['image/jpeg', 'image/png'].includes(file.type);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension) && !isCameraImage)
    return uploadMessages.wrongType(file.name);
  if (file.size === 0) return uploadMessages.empty(file.name);
  if (file.size > limits.maxFileMb * MB) return uploadMessages.fileTooLarge(file.name, limits);
  return undefined;
}

/** Adds files to the list; each keeps its own problem so nothing is dropped silently. */
export function addFiles(current: PickedFile[], added: File[], limits: UploadLimits): PickedFile[] {
  return [...current, ...added.map((file) => ({ file, problem: fileProblem(file, limits) }))];
}

/** What blocks sending the list: a listed file's problem, then the count and total limits. */
export function selectionProblem(files: PickedFile[], limits: UploadLimits): string | undefined {
  const withProblem = files.find((picked) => picked.problem);
  if (withProblem) return withProblem.problem;
  if (files.length > limits.maxFiles) return uploadMessages.tooManyFiles(limits);
  if (files.reduce((sum, picked) => sum + picked.file.size, 0) > limits.maxTotalMb * MB)
    return uploadMessages.totalTooLarge(limits);
  return undefined;
}

/** "2 files to send. 1 file cannot be sent: ...": what will be sent, and apart from it what blocks the claim. */
function countLine(files: PickedFile[], texts: Translation<typeof CLAIM_FORM.attachments>): string {
  if (files.length === 0) return texts.none;
  const blocked = files.filter((picked) => picked.problem).length;
  const sendable = files.length - blocked;
  const count = (one: string, many: string, n: number) => (n === 1 ? one : fillTemplate(many, { count: n }));
  return [
    sendable > 0 ? count(texts.one, texts.many, sendable) : null,
    blocked > 0 ? count(texts.oneBlocked, texts.manyBlocked, blocked) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The claim's attachments. With JavaScript the list below is the source of truth: one "Add
 * files" button (and "Take photos" with the camera on phones), every chosen file listed with its
 * size, a file over a limit listed with its reason and blocking the submit until removed. Without
 * JavaScript the two native inputs carry the files with the form.
 */
export function AttachmentPicker({
  texts,
  files,
  onAdd,
  onRemove,
  error,
  limits,
}: {
  /** The picker's words in the page's language. */
  texts: Translation<typeof CLAIM_FORM.attachments>;
  files: PickedFile[];
  onAdd: (added: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
  limits: UploadLimits;
}) {
  const enhanced = useHydrated();
  const localize = useLocalizeMessage();
  // After a removal the focus would fall to the page: it goes to the next file's remove button (the last one's,
  // when the last was removed), or to "Add files" when the list is empty.
  const list = useRef<HTMLUListElement>(null);
  const addFiles = useRef<HTMLInputElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const removeButtons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (removeButtons[Math.min(index, removeButtons.length - 1)] ?? addFiles.current)?.focus();
  }, [files]);
  const remove = (index: number) => {
    focusAfterRemoval.current = index;
    onRemove(index);
  };
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.currentTarget.files ?? []);
    // The list holds the files now; clearing lets the same file be chosen again after a removal.
    event.currentTarget.value = '';
    if (added.length) onAdd(added);
  };
  // Before hydration (and without JavaScript) the native inputs show what they hold; after it they
  // are visually hidden behind their labels, which look like buttons, and the list speaks instead.
  const inputClass = enhanced
    ? 'peer sr-only'
    : 'block w-full cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-sm file:mr-3 file:border-0 file:bg-transparent file:font-medium';
  const buttonLabelClass = enhanced
    ? 'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium shadow-sm hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2'
    : 'flex items-center gap-2 text-sm font-medium';
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? 'attachments-error attachments-hint' : 'attachments-hint'}
    >
      <legend className="text-sm font-medium">{texts.legend}</legend>
      <p id="attachments-hint" className="text-xs text-muted-foreground">
        {fillTemplate(texts.hint, { ...limits })}
      </p>
      <div className={enhanced ? 'flex flex-wrap gap-3' : 'grid gap-3 sm:grid-cols-2'}>
        <div className={enhanced ? 'flex gap-1.5' : 'grid gap-1.5'}>
          {!enhanced && (
            <label htmlFor="attachments" className={buttonLabelClass}>
              <Paperclip className="size-4" aria-hidden="true" />
              {texts.addFiles}
            </label>
          )}
          <input
            ref={addFiles}
            id="attachments"
            name="files"
            type="file"
            multiple
            accept={ACCEPTED_EXTENSIONS.join(',')}
            onChange={onChange}
            className={inputClass}
          />
          {enhanced && (
            <label htmlFor="attachments" className={buttonLabelClass}>
              <Paperclip className="size-4" aria-hidden="true" />
              {texts.addFiles}
            </label>
          )}
        </div>
        {/* The camera is offered where there is one to hold: touch screens. */}
        <div className={`${enhanced ? 'flex' : 'grid'} gap-1.5 pointer-fine:hidden`}>
          {!enhanced && (
            <label htmlFor="camera" className={buttonLabelClass}>
              <Camera className="size-4" aria-hidden="true" />
              {texts.takePhotos}
            </label>
          )}
          <input
            id="camera"
            name="files"
            type="file"
            multiple
            accept="image/*"
            capture="environment"
            onChange={onChange}
            className={inputClass}
          />
          {enhanced && (
            <label htmlFor="camera" className={buttonLabelClass}>
              <Camera className="size-4" aria-hidden="true" />
              {texts.takePhotos}
            </label>
          )}
        </div>
      </div>
      {enhanced && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {countLine(files, texts)}
        </p>
      )}
      {files.length > 0 && (
        <ul ref={list} className="grid gap-2" aria-label={texts.listLabel}>
          {files.map(({ file, problem }, index) => (
            <li
              key={`${file.name}-${file.size}-${index}`}
              className={`flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm${problem ? ' border-destructive bg-destructive/5' : ''}`}
            >
              <span className="flex min-w-0 items-center gap-2">
                {problem && (
                  <TriangleAlert className="size-4 shrink-0 text-destructive" aria-label={texts.cannotBeSent} />
                )}
                {/* Each refused file says why on its own row: the message under the list names only the first. */}
                <span className="grid min-w-0">
                  <span className="truncate">{file.name}</span>
                  {problem && <span className="text-xs text-destructive">{localize(problem)}</span>}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-2">
                <span className="text-muted-foreground">{formatFileSize(file.size)}</span>
                <button
                  type="button"
                  // The icon size's h-10 w-10 give way to size-8.
                  className={buttonVariants({ variant: 'ghost', size: null, className: 'size-8' })}
                  onClick={() => remove(index)}
                  aria-label={fillTemplate(texts.remove, { name: file.name })}
                >
                  <X aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <FieldError id="attachments-error" messages={error ? [localize(error)] : undefined} />
    </fieldset>
  );
}
