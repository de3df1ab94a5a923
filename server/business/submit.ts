import 'server-only';
import { getEnv } from '../env';
import { formatInZone } from '@/lib/agency-time';
import { businessInquirySchema } from '@/lib/schemas/business-inquiry';
import { contactStatement } from '@/content/consent';
import { agencyLanguageLine } from '@/content/mail';
import { inArray } from 'drizzle-orm';
import { getDb } from '../db/client';
import { businessInquiries } from '../db/schema';
import { joined, yesNo } from '../console/item-kind';
import { oneLine, visitorWords } from '../mail/visitor-text';
import { defineSubmissionType } from '../submissions/definition';
import { submissionPolicy } from '../submissions/guards';

/**
 * A small-business inquiry (POST /api/business-inquiry and the form's server action): the inquiry,
 * its consent record and its notifications in one transaction (server/submissions/definition.ts).
 */
export const businessInquiryType = defineSubmissionType({
  type: 'business_inquiry',
  limit: () => submissionPolicy('business-inquiry', 5),
  schema: businessInquirySchema,
  table: businessInquiries,
  referencePrefix: 'BIZ',
  pagePath: '/small-business',
  endpoint: 'business-inquiry',
  row: (inquiry, { reference, suspectedSpam }) => ({
    reference,
    companyName: inquiry.companyName,
    contactName: inquiry.contactName,
    email: inquiry.email,
    phone: inquiry.phone,
    employeeCount: inquiry.employeeCount,
    state: inquiry.state,
    zipCode: inquiry.zipCode,
    subsidizePlans: inquiry.subsidizePlans,
    additionalDetails: inquiry.additionalDetails,
    suspectedSpam,
  }),
  agencyEmail: ({ row, input, consoleUrl }) => ({
    subject: `New small-business inquiry ${row.reference}: ${oneLine(row.companyName)} (${row.employeeCount} employees)`,
    text: [
      `A small-business group quote was requested on the website.`,
      ``,
      `Reference: ${row.reference}`,
      `Received: ${formatInZone(row.createdAt, getEnv().AGENCY_TIME_ZONE)}`,
      agencyLanguageLine(row.language),
      `Company: ${oneLine(row.companyName)}`,
      `Contact: ${oneLine(row.contactName)}`,
      `E-mail: ${row.email}`,
      `Phone: ${row.phone}`,
      `Employees: ${row.employeeCount}`,
      `State: ${row.state}, ZIP ${row.zipCode}`,
      `Wants to subsidize plans: ${row.subsidizePlans}`,
      `Calls and texts: ${contactStatement(input.consent)}`,
      ``,
      `Promise to the visitor: a specialist contacts them within 24 hours.`,
      `Open it in the console: ${consoleUrl}`,
      // What the visitor typed comes last, quoted: it cannot pose as a field or a link above.
      ...visitorWords('Additional details', row.additionalDetails),
    ].join('\n'),
  }),
  webhook: ({ row, input, consoleUrl }) => ({
    reference: row.reference,
    consoleUrl,
    submittedAt: row.createdAt.toISOString(),
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    employeeCount: row.employeeCount,
    state: row.state,
    zipCode: row.zipCode,
    subsidizePlans: row.subsidizePlans,
    additionalDetails: row.additionalDetails,
    consent: input.consent,
  }),
  confirmation: () => 'business_inquiry',
  logLine: ({ row }) => ['business inquiry stored', { reference: row.reference }],
  result: ({ row }) => ({ reference: row.reference }),
  console: {
    load: async (ids) => (await getDb()).select().from(businessInquiries).where(inArray(businessInquiries.id, ids)),
    inbox: { name: "contact_name || ' (' || company_name || ')'" },
    values: {
      reference: (row) => row.reference,
      company: (row) => row.companyName,
      contact: (row) => row.contactName,
      email: (row) => row.email,
      phone: (row) => row.phone,
      employees: (row) => row.employeeCount,
      state: (row) => row.state,
      zip_code: (row) => row.zipCode,
      subsidize_plans: (row) => yesNo(row.subsidizePlans),
      details: (row) => row.additionalDetails,
    },
    title: (row) => `Business inquiry ${row.reference}`,
    summary: (text) => joined(`${text('employees')} employees`, text('state')),
  },
  // The small-business form without JavaScript: the API's schema, answered with the reference.
  forms: { business_inquiry: {} },
});
