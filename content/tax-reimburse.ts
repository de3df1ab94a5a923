/**
 * The Tax Reimburse page: Section 105 health reimbursement arrangements (HRAs), the product specification section 2.
 * General information for small-business owners; the page says it is not tax or legal advice.
 */

export const TAX_PAGE = {
  title: 'Tax Reimburse',
  description:
    'How a Section 105 health reimbursement arrangement (HRA) lets a small business reimburse medical costs tax-free: requirements, HRA types, tax advantages and pitfalls.',
  heading: 'Tax Reimburse: Health Reimbursement Arrangements (HRA 105)',
  intro:
    'Small-business owners can pay for their team’s health costs with pre-tax dollars through a health reimbursement arrangement. Here is how it works and what to watch for.',
  what: {
    heading: 'What Is an HRA 105?',
    paragraphs: [
      'A health reimbursement arrangement (HRA) is an employer-funded plan, governed by Section 105 of the Internal Revenue Code, that reimburses employees for qualified medical expenses such as premiums, deductibles, copays and prescriptions.',
      'When the plan follows the rules, the employer deducts the reimbursements as a business expense and employees receive them free of income and payroll tax.',
    ],
  },
  howItWorks: {
    heading: 'How It Works',
    steps: [
      {
        title: 'Set up a written plan',
        text: 'The employer adopts a written plan document that says who is eligible, which expenses are covered and the yearly allowance.',
      },
      {
        title: 'Employees pay and keep receipts',
        text: 'Employees pay for qualified medical expenses or premiums and keep the receipts or statements.',
      },
      {
        title: 'Submit for reimbursement',
        text: 'Employees submit proof of each expense; the employer or an administrator checks it against the plan.',
      },
      {
        title: 'Reimburse tax-free',
        text: 'The employer reimburses approved expenses up to the allowance and deducts them as a business expense.',
      },
    ],
  },
  requirements: {
    heading: 'Core Requirements',
    caption: 'What an HRA 105 plan needs to keep its tax advantages',
    columns: ['Requirement', 'What it means'] as const,
    rows: [
      {
        requirement: 'Written plan',
        meaning:
          'A formal plan document sets out eligibility, covered expenses and allowances before expenses are reimbursed.',
      },
      {
        requirement: 'Medical expenses only',
        meaning:
          'Only qualified medical expenses under IRS rules (Section 213(d)) can be reimbursed, never wages or personal costs.',
      },
      {
        requirement: 'Employer-funded only',
        meaning: 'The employer pays for the plan; employees cannot fund it through salary reductions.',
      },
      {
        requirement: 'Non-discriminatory',
        meaning: 'The plan cannot favor highly compensated employees in eligibility or benefits.',
      },
      {
        requirement: 'Documentation',
        meaning: 'Every reimbursement is backed by receipts or statements that show the expense, date and amount.',
      },
    ],
  },
  types: {
    heading: 'Types of HRAs',
    items: [
      {
        name: 'Classic/Integrated HRA',
        text: 'Paired with a group health plan the employer offers; reimburses out-of-pocket costs such as deductibles and copays.',
      },
      {
        name: 'ICHRA',
        text: 'Individual coverage HRA: any size of employer reimburses premiums for individual health plans, with allowances that can vary by class of employee.',
      },
      {
        name: 'QSEHRA',
        text: 'Qualified small employer HRA for employers with fewer than 50 full-time employees that do not offer a group plan; yearly allowances are capped by the IRS.',
      },
      {
        name: 'EBHRA',
        text: 'Excepted benefit HRA: offered alongside a group plan to reimburse excepted benefits such as dental and vision, with a yearly limit set by the IRS.',
      },
    ],
  },
  advantages: {
    heading: 'Tax Advantages',
    items: [
      'Reimbursements are deductible for the business.',
      'Employees receive them free of federal income tax and payroll taxes.',
      'No payroll taxes on the amounts reimbursed, for the employer either.',
      'Predictable costs: the employer sets the allowance and pays only for expenses actually incurred.',
    ],
  },
  spousal: {
    heading: 'Small-Business Spousal Plan Strategy',
    paragraphs: [
      'A sole proprietor cannot take part in their own HRA, but a spouse who is a genuine employee of the business can. When the spouse’s HRA covers the employee, their spouse and dependents, the family’s medical costs can be reimbursed through the business.',
      'The spouse must do real work for a reasonable wage, be on payroll, and the plan must follow the same rules as any other HRA. Owners of S corporations with more than 2% of the shares (and their spouses) cannot use this strategy in the same way.',
    ],
  },
  pitfalls: {
    heading: 'Pitfalls to Avoid',
    items: [
      'Reimbursing without a written plan, or adopting the plan after the expenses.',
      'Paying the allowance as cash whether or not there was a medical expense.',
      'Favoring owners or highly compensated employees.',
      'Missing receipts or records for reimbursements.',
      'Combining an HRA with Marketplace tax credits in a way the rules do not allow.',
    ],
  },
  resources: {
    heading: 'Resources',
    links: [
      { label: 'IRS Publication 502: Medical and Dental Expenses', href: 'https://www.irs.gov/publications/p502' },
      {
        label: 'IRS Publication 15-B: Employer’s Tax Guide to Fringe Benefits',
        href: 'https://www.irs.gov/publications/p15b',
      },
      {
        label: 'HealthCare.gov: Health Reimbursement Arrangements',
        href: 'https://www.healthcare.gov/small-businesses/employers/hras/',
      },
    ],
  },
  disclaimerLabel: 'Disclaimer: ',
  disclaimer:
    'This page is general information, not tax or legal advice. Tax rules change and depend on your situation: talk to a qualified tax professional or attorney before setting up an HRA.',
  cta: {
    heading: 'Want help setting up an HRA for your business?',
    text: 'Our licensed advisors can explain your options and connect you with the right plan.',
    contact: 'Contact Us',
    call: 'Call',
  },
} as const;
