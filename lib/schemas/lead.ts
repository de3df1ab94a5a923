import { z } from '@/lib/zod';
import { US_STATE_CODES } from '@/lib/us-states';
import { checkboxField, emailField, phoneField, requiredText, zipCodeField } from './common';

const utmText = z.string().trim().max(200, 'Please keep campaign values under 200 characters').optional();

/** A consultation lead (POST /api/leads, JSON): who, where, household, and where it came from. */
export const leadSchema = z
  .object({
    name: requiredText('Name is required', 120),
    email: emailField('Please enter a valid email address'),
    phone: phoneField('Please enter a valid phone number'),
    zipCode: zipCodeField().optional(),
    state: z
      .string({ error: 'Please select your state' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(US_STATE_CODES, { error: 'Please select your state' }))
      .optional(),
    householdSize: z
      .number({ error: 'Household size must be a whole number from 1 to 20' })
      .int('Household size must be a whole number from 1 to 20')
      .min(1, 'Household size must be a whole number from 1 to 20')
      .max(20, 'Household size must be a whole number from 1 to 20')
      .optional(),
    yearlyIncome: z
      .number({ error: 'Yearly income must be a whole number of dollars' })
      .int('Yearly income must be a whole number of dollars')
      .min(0, 'Yearly income must be a whole number of dollars')
      .max(100_000_000, 'Yearly income must be a whole number of dollars')
      .optional(),
    coverage: z
      .array(z.string().trim().min(1).max(60), { error: 'Coverage must be a list of what you want covered' })
      .max(10, 'Please choose at most 10 kinds of coverage')
      .optional()
      .default([]),
    pageUrl: z.string().trim().max(2000, 'The page URL is too long').optional(),
    utm: z
      .object({ source: utmText, medium: utmText, campaign: utmText, term: utmText, content: utmText, gclid: utmText, fbclid: utmText })
      .strict()
      .optional(),
    consent: checkboxField,
  })
  .refine((lead) => Boolean(lead.zipCode || lead.state), {
    message: 'Please enter your ZIP code or state',
    path: ['zipCode'],
  });

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;
