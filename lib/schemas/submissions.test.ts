import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from '@/lib/zod';
import { businessInquirySchema } from './business-inquiry';
import { claimSchema } from './claim';
import { commentInputSchema } from './comment';
import { COMMENT_MAX_LENGTH } from '@/lib/fields/comment';
import { COMMENT_MESSAGES } from '@/lib/fields/comment';
import { fieldErrorsOf } from '@/lib/form-data';

/** { field: [messages] } for a value, or {} when it passes. */
function errorsOf(schema: ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("claimSchema (the specification's rules and messages)", () => {
  const claim = {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.com',
    phone: '(305) 555-0134',
    description: 'Broken wrist, billed twice.',
  };

  it('fills the agent, claim type and urgency defaults, and keeps what was chosen', () => {
    expect(claimSchema.parse(claim)).toMatchObject({
      agent: 'N/A',
      claimType: 'health',
      urgency: 'medium',
      consent: false,
    });
    expect(
      claimSchema.parse({ ...claim, agent: '  Sam  ', claimType: 'life', urgency: 'emergency', consent: 'on' }),
    ).toMatchObject({ agent: 'Sam', claimType: 'life', urgency: 'emergency', consent: true });
    expect(claimSchema.parse({ ...claim, agent: '   ' }).agent).toBe('N/A');
  });

  it('gives each field its message', () => {
    expect(errorsOf(claimSchema, {})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
      description: ['Please provide a detailed description'],
    });
    expect(errorsOf(claimSchema, { ...claim, agent: 7, claimType: 'car', urgency: 'now' })).toEqual({
      agent: ['Please enter the agent name as text'],
      claimType: ['Please choose health, life or disability'],
      urgency: ['Please choose low, medium, high or emergency'],
    });
    expect(errorsOf(claimSchema, { ...claim, agent: 'a'.repeat(101) })).toEqual({
      agent: ['Please keep this under 100 characters'],
    });
  });

  it('wants at least 10 characters of description and at most 5,000, counted without outer spaces', () => {
    expect(errorsOf(claimSchema, { ...claim, description: '  123456789  ' })).toEqual({
      description: ['Please provide a detailed description'],
    });
    expect(claimSchema.parse({ ...claim, description: '  1234567890  ' }).description).toBe('1234567890');
    expect(claimSchema.parse({ ...claim, description: 'x'.repeat(5000) }).description).toHaveLength(5000);
    expect(errorsOf(claimSchema, { ...claim, description: 'x'.repeat(5001) })).toEqual({
      description: ['Please keep the description under 5000 characters'],
    });
  });

  it('drops an unusable page address instead of refusing the claim', () => {
    expect(claimSchema.parse({ ...claim, pageUrl: 'https://site.example/claims' }).pageUrl).toBe(
      'https://site.example/claims',
    );
    expect(claimSchema.parse({ ...claim, pageUrl: 'x'.repeat(2001) }).pageUrl).toBeUndefined();
    expect(claimSchema.parse({ ...claim, pageUrl: 42 }).pageUrl).toBeUndefined();
  });
});

describe('businessInquirySchema', () => {
  const inquiry = {
    companyName: 'Acme',
    contactName: 'Dana',
    email: 'dana@acme.example',
    phone: '512 555 0101',
    employeeCount: '11-25',
    state: 'Texas',
    zipCode: '78701',
  };

  it('fills "yes" for subsidizing and empty details, and keeps what was given', () => {
    expect(businessInquirySchema.parse(inquiry)).toMatchObject({
      subsidizePlans: 'yes',
      additionalDetails: '',
      consent: false,
    });
    expect(
      businessInquirySchema.parse({ ...inquiry, subsidizePlans: 'no', additionalDetails: '  Renewal in May  ' }),
    ).toMatchObject({ subsidizePlans: 'no', additionalDetails: 'Renewal in May' });
  });

  it('gives each field its message', () => {
    expect(errorsOf(businessInquirySchema, {})).toEqual({
      companyName: ['Company name is required'],
      contactName: ['Contact name is required'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
      employeeCount: ['Please select number of employees'],
      state: ['Please select your state'],
      zipCode: ['Please enter a valid ZIP code'],
    });
    expect(
      errorsOf(businessInquirySchema, {
        ...inquiry,
        employeeCount: '7',
        state: 'TX',
        subsidizePlans: 'maybe',
        additionalDetails: 3,
      }),
    ).toEqual({
      employeeCount: ['Please select number of employees'],
      state: ['Please select your state'],
      subsidizePlans: ['Please choose yes or no'],
      additionalDetails: ['Please enter the details as text'],
    });
  });

  it('limits names and details to their lengths', () => {
    expect(
      errorsOf(businessInquirySchema, {
        ...inquiry,
        companyName: 'c'.repeat(201),
        contactName: 'd'.repeat(101),
        additionalDetails: 'e'.repeat(2001),
      }),
    ).toEqual({
      companyName: ['Please keep this under 200 characters'],
      contactName: ['Please keep this under 100 characters'],
      additionalDetails: ['Please keep this under 2000 characters'],
    });
    expect(
      businessInquirySchema.parse({
        ...inquiry,
        companyName: 'c'.repeat(200),
        contactName: 'd'.repeat(100),
        additionalDetails: 'e'.repeat(2000),
      }).additionalDetails,
    ).toHaveLength(2000);
  });

  it('drops an unusable page address instead of refusing the inquiry', () => {
    expect(businessInquirySchema.parse({ ...inquiry, pageUrl: 'x'.repeat(2001) }).pageUrl).toBeUndefined();
    expect(businessInquirySchema.parse({ ...inquiry, pageUrl: '/small-business' }).pageUrl).toBe('/small-business');
  });
});

describe('commentInputSchema', () => {
  const comment = { content: 'Helpful, thanks', blogPostUrl: 'https://www.cms.gov/news/a' };

  it('counts a line break as one character, as its text box does (the browser posts CR LF)', () => {
    const content = Array.from({ length: 20 }, () => 'y'.repeat(COMMENT_MAX_LENGTH / 20 - 1)).join('\r\n');
    expect(commentInputSchema.parse({ ...comment, content }).content).toBe(content.replace(/\r\n/g, '\n'));
  });

  it('posts as Anonymous without a name, and keeps no e-mail when none is given', () => {
    expect(commentInputSchema.parse(comment)).toEqual({ ...comment, authorName: 'Anonymous', authorEmail: null });
    expect(commentInputSchema.parse({ ...comment, authorName: '   ', authorEmail: '  ' })).toMatchObject({
      authorName: 'Anonymous',
      authorEmail: null,
    });
    expect(commentInputSchema.parse({ ...comment, authorName: null, authorEmail: null })).toMatchObject({
      authorName: 'Anonymous',
      authorEmail: null,
    });
    expect(
      commentInputSchema.parse({ ...comment, authorName: ' Ana ', authorEmail: ' ana@example.com ' }),
    ).toMatchObject({ authorName: 'Ana', authorEmail: 'ana@example.com' });
  });

  it('refuses a name on two lines, which would read as a second line in the console and the e-mail', () => {
    expect(errorsOf(commentInputSchema, { ...comment, authorName: 'Ana\r\nBcc: x@example.com' })).toEqual({
      authorName: ['Please keep this on one line'],
    });
  });

  it('gives its messages for an empty or long comment, a long name, a bad e-mail and a missing article', () => {
    expect(errorsOf(commentInputSchema, {})).toEqual({
      content: [COMMENT_MESSAGES.required],
      blogPostUrl: [COMMENT_MESSAGES.url],
    });
    expect(errorsOf(commentInputSchema, { content: '   ', blogPostUrl: '  ' })).toEqual({
      content: [COMMENT_MESSAGES.required],
      blogPostUrl: [COMMENT_MESSAGES.url],
    });
    expect(
      errorsOf(commentInputSchema, {
        ...comment,
        content: 'c'.repeat(2001),
        authorName: 'n'.repeat(81),
        authorEmail: 'not-an-address',
      }),
    ).toEqual({
      content: ['Comments can be at most 2000 characters.'],
      authorName: ['Names can be at most 80 characters.'],
      authorEmail: ['Please enter a valid email address'],
    });
    expect(
      errorsOf(commentInputSchema, {
        ...comment,
        authorEmail: `${'a'.repeat(250)}@example.com`,
        blogPostUrl: `https://x.example/${'p'.repeat(2040)}`,
      }),
    ).toEqual({
      authorEmail: ['Please enter a valid email address'],
      blogPostUrl: [COMMENT_MESSAGES.url],
    });
    expect(
      commentInputSchema.parse({ ...comment, content: 'c'.repeat(2000), authorName: 'n'.repeat(80) }).content,
    ).toHaveLength(2000);
  });
});
