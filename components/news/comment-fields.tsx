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
 * typed, kept after a refusal; `errors` are the refusal's messages by field (in the page's
 * language), each shown under its field and tied to it.
 */
/** The fields in the order the form shows them: the first one a refusal names takes the focus. */
export const COMMENT_FIELD_ORDER = ['authorName', 'authorEmail', 'content'] as const;

/** A refusal's field messages as the fields show them: each field's first, in the page's language. */
export function firstMessages(
  fieldErrors: Readonly<Record<string, readonly string[] | undefined>> | null | undefined,
  localize: (message: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors ?? {}).flatMap(([name, messages]) =>
      messages?.[0] ? [[name, localize(messages[0])]] : [],
    ),
  );
}

export function CommentFields({
  values = {},
  errors = {},
}: {
  values?: Record<string, string>;
  errors?: Readonly<Record<string, string | undefined>>;
}) {
  const { comments: COMMENT_COPY, privacyHref } = useNewsTexts();
  const fieldId = useId();
  const isInvalid = (name: string) => Boolean(errors[name]) || undefined;
  const describedBy = (name: string, hint?: string) =>
    [errors[name] ? `${fieldId}-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const message = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId}-${name}-error`} role="alert" className="text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;
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
            aria-describedby={describedBy('authorName')}
          />
          {message('authorName')}
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
            aria-describedby={describedBy('authorEmail', `${fieldId}-email-hint`)}
          />
          {message('authorEmail')}
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
          // The only field a comment needs (its name and e-mail may be left empty).
          aria-required
          aria-describedby={describedBy('content', `${fieldId}-content-hint`)}
          aria-invalid={isInvalid('content')}
        />
        {message('content')}
        <p id={`${fieldId}-content-hint`} className="text-xs text-muted-foreground">
          {COMMENT_COPY.contentHint}
        </p>
      </div>
      <HoneypotField />
    </>
  );
}
