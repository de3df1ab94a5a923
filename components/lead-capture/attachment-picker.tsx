'use client';

import { Camera, Paperclip, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CLAIM_FILE_ACCEPT } from '@/lib/schemas/claim';
import { ACCEPTED_EXTENSIONS, formatMb, MB, uploadMessages, type UploadLimits } from '@/lib/upload-limits';

/** Checks a new selection against the limits the server enforces; returns the first problem. */
export function checkSelection(current: File[], added: File[], limits: UploadLimits): string | undefined {
  for (const file of added) {
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    const isCameraImage = file.type.startsWith('image/') && ['image/jpeg', 'image/png'].includes(file.type);
    if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension) && !isCameraImage) return uploadMessages.wrongType(file.name);
    if (file.size === 0) return uploadMessages.empty(file.name);
    if (file.size > limits.maxFileMb * MB) return uploadMessages.fileTooLarge(file.name, limits);
  }
  const all = [...current, ...added];
  if (all.length > limits.maxFiles) return uploadMessages.tooManyFiles(limits);
  if (all.reduce((sum, file) => sum + file.size, 0) > limits.maxTotalMb * MB) return uploadMessages.totalTooLarge(limits);
  return undefined;
}

/**
 * The claim's attachments: a document picker and a camera option (images only, several at
 * once). With JavaScript the chosen files are listed with their size and can be removed before
 * submitting; without it, the two native inputs carry the files with the form.
 */
export function AttachmentPicker({
  files,
  onAdd,
  onRemove,
  error,
  limits,
}: {
  files: File[];
  onAdd: (added: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
  limits: UploadLimits;
}) {
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.currentTarget.files ?? []);
    // The list below holds the files now; clearing lets the same file be chosen again after a removal.
    event.currentTarget.value = '';
    if (added.length) onAdd(added);
  };
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'attachments-error' : 'attachments-hint'}>
      <legend className="text-sm font-medium">Supporting Documents (optional)</legend>
      <p id="attachments-hint" className="text-xs text-muted-foreground">
        PDF, JPG, PNG, DOC or DOCX; up to {limits.maxFiles} files, {limits.maxFileMb} MB each and {limits.maxTotalMb} MB in total.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="attachments" className="flex items-center gap-2">
            <Paperclip className="size-4" aria-hidden="true" />
            Attach files
          </Label>
          <Input id="attachments" name="files" type="file" multiple accept={CLAIM_FILE_ACCEPT} onChange={onChange} className="cursor-pointer" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="camera" className="flex items-center gap-2">
            <Camera className="size-4" aria-hidden="true" />
            Take photos
          </Label>
          <Input id="camera" name="files" type="file" multiple accept="image/*" capture="environment" onChange={onChange} className="cursor-pointer" />
        </div>
      </div>
      {files.length > 0 && (
        <ul className="grid gap-2" aria-label="Files to send">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="flex shrink-0 items-center gap-2">
                <span className="text-muted-foreground">{formatMb(file.size)}</span>
                <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => onRemove(index)} aria-label={`Remove ${file.name}`}>
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <FieldError id="attachments-error" messages={error ? [error] : undefined} />
    </fieldset>
  );
}
