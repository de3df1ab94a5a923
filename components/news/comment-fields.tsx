'use client';

import { useId } from 'react';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { AUTHOR_NAME_MAX_LENGTH, COMMENT_MAX_LENGTH } from '@/lib/fields/comment';
import { useNewsTexts } from './news-texts';

/**
 * The comment form's fields, in both of its forms: the one the script sends (comments-section.tsx)
 * and the one posted without JavaScript (comment-thread-form.tsx). `values` are what the visitor
 * typed, kept after a refusal; `invalid` marks the fields the refusal names.
 */
export function CommentFields({
  values = {},
  invalid = [],
}: {
  values?: Record<string, string>;
  invalid?: readonly string[];
}) {
  const { comments: COMMENT_COPY, privacyHref } = useNewsTexts();
  const fieldId = useId();
  const isInvalid = (name: string) => invalid.includes(name) || undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${fieldId}-name`}>{COMMENT_COPY.nameLabel}</Label>
          <Input
            id={`${fieldId}-name`}
            name="authorName"
            autoComplete="name"
            maxLength={AUTHOR_NAME_MAX_LENGTH}
            placeholder={COMMENT_COPY.anonymous}
            defaultValue={values.authorName}
            aria-invalid={isInvalid('authorName')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${fieldId}-email`}>{COMMENT_COPY.emailLabel}</Label>
          <Input
            id={`${fieldId}-email`}
            name="authorEmail"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={values.authorEmail}
            aria-invalid={isInvalid('authorEmail')}
            aria-describedby={`${fieldId}-email-hint`}
          />
          <p id={`${fieldId}-email-hint`} className="text-xs text-muted-foreground">
            {COMMENT_COPY.emailHint}{' '}
            <a href={privacyHref} className="underline underline-offset-2">
              {COMMENT_COPY.privacyLinkText}
            </a>
            .
          </p>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${fieldId}-content`}>{COMMENT_COPY.contentLabel}</Label>
        <Textarea
          id={`${fieldId}-content`}
          name="content"
          maxLength={COMMENT_MAX_LENGTH}
          rows={4}
          defaultValue={values.content}
          aria-describedby={`${fieldId}-content-hint`}
          aria-invalid={isInvalid('content')}
        />
        <p id={`${fieldId}-content-hint`} className="text-xs text-muted-foreground">
          {COMMENT_COPY.contentHint}
        </p>
      </div>
      <HoneypotField />
    </>
  );
}
