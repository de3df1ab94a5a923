/**
 * Every message a visitor can be shown by a form's checks or the server's answers: validation
 * messages, refusals and the error catalogue, exactly as the specification writes them (the schemas
 * and the server produce these strings), and the form kit's own notices and toasts. Listed here so
 * that content/es/messages.ts must translate each one (a missing one fails the typecheck) and a
 * test can check that nothing a schema produces is missing from the list (decision 182).
 *
 * A message that carries a value only known when it is made (a file's name, a configured limit,
 * the site's phone number) is a template: `{name}` stands for the value, and the translation
 * names the same placeholders (lib/i18n/messages.ts).
 */
import { NO_ANSWER_NOTICE } from './form-toasts';
import { MESSAGES as SUBMISSION_MESSAGES } from './submissions';

export const VISITOR_MESSAGES = [
  // lib/schemas/common.ts: every form's shared fields.
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Please enter a valid ZIP code',
  'ZIP code is too long',
  'Please keep this on one line',
  // "Please keep this under N characters", for each limit a visitor schema sets.
  'Please keep this under 100 characters',
  'Please keep this under 120 characters',
  'Please keep this under 200 characters',
  'Please keep this under 1000 characters',
  'Please keep this under 2000 characters',
  // zod's own message where a schema names none (a wrong type in an optional field).
  'Invalid input',

  // Fields two or more forms share (the business inquiry, the lead, the home assessment).
  'Please select your state',
  'Name is required',

  // What each submission type's form says (content/submissions/<type>.ts MESSAGES): the claim, the
  // business inquiry, the lead (assessment, call back, estimate) and the home assessment.
  ...SUBMISSION_MESSAGES,

  // lib/fields/opt-out.ts.
  'Please enter your email address or phone number (or both).',

  // lib/fields/comment.ts and the comment toasts (content/news.ts, the specification's section 8).
  'Comment required',
  'Please enter a comment before submitting.',
  'Comments can be at most 2000 characters.',
  'Names can be at most 80 characters.',
  'Comments can only be posted on articles from our news feed.',
  'Comment posted!',
  'Your comment has been added successfully.',
  'Comment received!',
  'Your comment will appear once our team has approved it.',
  'Error posting comment',
  'Failed to post comment. Please try again.',

  // The form kit's toasts and notices (content/form-toasts.ts TOASTS, components/forms); a type's
  // success toast is among its messages.
  'Submission Failed',
  'Please try again or call us directly for immediate assistance.',
  'Please correct the highlighted fields below.',
  // The notice (not the toast, which keeps the specification's words) when no answer came back.
  NO_ANSWER_NOTICE,
  'Submitting...',
  'Your reference:',

  // The results page's selection (section 8).
  'Selection confirmed',
  'An agent will contact you shortly with more details about your selected insurance plan.',
  'Error',
  'There was a problem saving your selection. Please try again.',
  'We could not find that assessment.',
  'That insurance option does not belong to this assessment.',
  'We could not find insurance options for that assessment.',

  // The premium tax credit estimate where it cannot be made (server/estimates/answer.ts gapMessage).
  'We do not have the {year} benchmark premium for {state} yet, so we cannot estimate your tax credit online. Your advisor will quote real plans and their prices.',
  '{state} prices plans by age on a scale of its own, which our estimate does not have yet, so we cannot estimate your tax credit online. Your advisor will quote real plans and their prices.',
  'In {state} we can estimate the credit only for a household with at least one adult aged 21 or over. Your advisor will quote real plans and their prices.',

  // The news page's calls (app/api/comments/[url], app/api/format-summary).
  'The article address is not correctly encoded.',
  'The article address is missing or too long.',
  'The article address contains a character that is not allowed.',
  'Too many requests. Please wait a moment and try again.',

  // The guarded submission path (server/http/guarded-submission.ts, errors.ts, cross-site.ts).
  'Please correct the highlighted fields.',
  'Please send the form fields as a JSON object.',
  'This field contains a character that is not allowed.',
  'This form can only be sent from our own website.',
  'Something went wrong on our side. Please try again or call us.',
  'The request was interrupted.',

  // Rate limits (server/submissions/guards.ts, insurance, estimates, opt-out, comments, privacy choices).
  'Too many submissions from your connection. Please wait a few minutes and try again, or call us at {phone}.',
  'Too many assessments from your connection. Please wait a few minutes or call us.',
  'Too many requests from your connection. Please wait a few minutes or call us.',
  'Too many estimates from your connection. Please wait a few minutes and try again, or call us at {phone}.',
  'Too many requests from your connection. Please wait a few minutes and try again, or call {phone}.',
  'Too many requests from your connection. Please wait a few minutes and try again.',
  'You are posting comments too quickly. Please wait a few minutes and try again.',
  'You have posted several comments on this article in the last hour. Please wait a while before posting here again.',
  'This article has received a lot of comments in the last hour. Please try again later.',

  // Bodies the server will not read (server/http/json-body.ts, form-post-guard.ts, form-post-body.ts,
  // server/claims/multipart.ts, server/privacy/choices.ts) and their refusal page.
  'Please send the request as JSON (Content-Type: application/json).',
  'The request body is not valid JSON.',
  'The request body is nested too deeply.',
  'The request is too large (limit {kb} KB).',
  'The request body is empty.',
  'The form could not be sent: it names no action of this site.',
  'The form could not be read (multipart body without a boundary).',
  'The form could not be read: its length was not given. Please send it again.',
  'The request has an invalid Content-Length.',
  'The form is too large. Please send at most {mb} MB.',
  'The form could not be read. Please go back and send it again.',
  'The form was not sent',
  "Please use your browser's Back button to return to the form.",
  'Please send the form as application/x-www-form-urlencoded or JSON.',
  'The form is too large.',
  'Please send the claim as multipart/form-data.',
  'The claim form is empty.',
  'The field "{field}" is too long.',
  'The claim has too many fields.',
  'Unexpected file field "{field}".',
  'The upload could not be read (malformed multipart body, or a part header or file name with characters that are not allowed).',

  // Upload limits (lib/upload-limits.ts): the attachment picker and the server say the same.
  '"{name}" is larger than {maxFileMb} MB. Each file can be at most {maxFileMb} MB.',
  'Please attach at most {maxFiles} files to one claim.',
  'The files together are larger than {maxTotalMb} MB. Please attach at most {maxTotalMb} MB in total.',
  '"{name}" is not a PDF, JPEG, PNG, DOC or DOCX file. Please attach one of those.',
  '"{name}" is empty. Please attach the file again.',
  'The file name "{name}" contains a folder path. Please attach the file itself.',
  'A file name contains characters that are not allowed (such as a line break). Please rename the file and attach it again.',
  '"{name}" does not match its contents: its name must end in the extension of its type (.pdf, .jpg, .png, .doc or .docx). Please attach the original file.',
  '"{name}" carries something other than a document (for example web page code). Please attach the original file.',
  'A file in the form could not be read. Please attach your files again.',
  'The upload was interrupted. Please try again.',

  // Addresses refused before Next.js sees them (server/http/malformed-request.ts).
  'This address cannot be opened',
  'Please check the link.',
  'The address is too long.',
  'The address is not valid.',
  'The address contains a malformed character encoding.',
  'The address contains a control character.',
  'The request carries a page state that cannot be read.',
  'The address contains a path segment that is not allowed.',
  'There is no page at this address.',
] as const;

export type VisitorMessage = (typeof VISITOR_MESSAGES)[number];
