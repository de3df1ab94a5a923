/**
 * The sample news sheet shipped with the site: used when neither NEWS_SHEET_ID + GOOGLE_API_KEY nor
 * NEWS_CSV_URL is set, so the news page works offline and in tests. Same shape as the real sheet:
 * a header row, then rows of headline, summary, AI summary, url, dateCreated, fullSummary. Some
 * rows are deliberately shorter than the header (the Sheets API omits trailing empty cells) and
 * the dates use the formats people type into a sheet.
 */

interface SampleStory {
  headline: string;
  summary: string;
  url: string;
  date: string;
  points: string[];
  outlook?: string;
}

const STORIES: SampleStory[] = [
  {
    headline: 'Open Enrollment for 2026 Marketplace Plans Runs Through January 15',
    summary:
      'HealthCare.gov opens November 1. Families who miss the December 15 deadline can still enroll for coverage that starts February 1.',
    url: 'https://www.healthcare.gov/quick-guide/dates-and-deadlines/',
    date: '2025-11-01',
    points: [
      'Enroll by December 15 for coverage starting January 1',
      'Enroll by January 15 for coverage starting February 1',
      'Review your plan even if you are auto-renewed: premiums and networks change every year',
    ],
    outlook: 'Compare at least three plans side by side, including total out-of-pocket costs, not just the premium.',
  },
  {
    headline: 'Enhanced Premium Tax Credits: What Changes If They Expire',
    summary:
      'The larger subsidies introduced in 2021 are scheduled to end after 2025. Analysts expect net premiums to rise sharply for many enrollees.',
    url: 'https://www.kff.org/affordable-care-act/issue-brief/enhanced-premium-tax-credits-expiration/',
    date: '10/28/2025',
    points: [
      'Households above 400% of the poverty level could lose help entirely',
      'Average net premiums could more than double for subsidized enrollees',
      'Older, middle-income enrollees would see the largest increases',
    ],
    outlook: 'Check your estimated 2026 credit on the Marketplace before renewing.',
  },
  {
    headline: 'Medicare Part D Out-of-Pocket Cap Rises to $2,100 in 2026',
    summary:
      'The annual cap on prescription drug spending for Medicare beneficiaries is indexed to inflation and increases next year.',
    url: 'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-redesign',
    date: 'October 21, 2025',
    points: [
      'The cap applies to covered drugs on your plan formulary',
      'The Medicare Prescription Payment Plan spreads costs across the year',
      'Insulin stays capped at $35 per month',
    ],
  },
  {
    headline: 'Small Businesses Turn to ICHRA as Group Premiums Climb',
    summary:
      'Individual coverage HRAs let employers give a fixed monthly allowance that workers use to buy their own plans.',
    url: 'https://www.shrm.org/topics-tools/news/benefits-compensation/ichra-small-business-adoption',
    date: '2025-10-14T09:30:00Z',
    points: [
      'Employers set allowances by employee class',
      'Employees choose any qualifying individual plan',
      'Allowances are tax-free when the plan meets ACA rules',
    ],
    outlook: 'Firms with fewer than 50 workers can combine ICHRA with a QSEHRA comparison before deciding.',
  },
  {
    headline: 'Life Insurance Ownership Hits a Ten-Year Low Among Young Families',
    summary:
      'A new industry survey finds that fewer than half of parents under 35 carry any individual life insurance policy.',
    url: 'https://www.limra.com/en/newsroom/industry-trends/2025/life-insurance-ownership-young-families/',
    date: '9/30/2025',
    points: [
      'Most respondents overestimate the cost of term coverage by three times',
      'Employer group life rarely covers more than one year of salary',
      'A 20-year term policy for a healthy 30-year-old often costs less than a streaming bundle',
    ],
  },
  {
    headline: 'No Surprises Act: New Rules for Air Ambulance Bills',
    summary:
      'Federal regulators finalized reporting requirements meant to curb five-figure air ambulance charges for insured patients.',
    url: 'https://www.cms.gov/nosurprises/consumers/air-ambulance-billing',
    date: '2025-09-22',
    points: [
      'Out-of-network air ambulance providers cannot balance-bill patients',
      'Cost-sharing is limited to in-network amounts',
      'Disputes go to independent resolution, not the patient',
    ],
  },
  {
    headline: 'Short-Term Health Plans Limited to Four Months Under Federal Rule',
    summary:
      'Short-term, limited-duration plans now cap at three months plus a one-month renewal, down from up to three years.',
    url: 'https://www.dol.gov/agencies/ebsa/laws-and-regulations/rules-and-regulations/short-term-limited-duration-insurance',
    date: '09/15/2025 14:05',
    points: [
      'Short-term plans do not have to cover pre-existing conditions',
      'They are not ACA-compliant and do not qualify for subsidies',
      'State rules may be stricter than the federal limit',
    ],
  },
  {
    headline: 'Disability Insurance: Why Most Workers Are Underinsured',
    summary:
      'One in four 20-year-olds will be out of work for a year or more because of a disability before retirement, yet few have long-term coverage.',
    url: 'https://www.ssa.gov/disabilityfacts/facts.html',
    date: '2025-09-08',
    points: [
      'Social Security disability benefits average under $1,600 per month',
      'Employer long-term disability typically replaces 60% of base pay',
      'Individual policies can be portable between jobs',
    ],
    outlook: 'Look for an own-occupation definition of disability if your income depends on specialized skills.',
  },
  {
    headline: 'Medicaid Renewals: Millions Still Working Through Paperwork',
    summary:
      'States continue annual eligibility checks. Many people lose coverage for procedural reasons even though they still qualify.',
    url: 'https://www.medicaid.gov/resources-for-states/coverage-and-benefits/unwinding-and-returning-to-regular-operations',
    date: 'August 29, 2025',
    points: [
      'Update your address with your state Medicaid office',
      'Answer renewal letters by the deadline printed on them',
      'If you lose Medicaid you get a 60-day special enrollment period on the Marketplace',
    ],
  },
  {
    headline: 'Homeowners Insurance Premiums Up 11% Nationally',
    summary:
      'Severe weather losses and higher rebuilding costs keep pushing home insurance rates upward, with the largest jumps in the Gulf states.',
    url: 'https://www.iii.org/article/facts-statistics-homeowners-and-renters-insurance',
    date: '2025-08-18',
    points: [
      'Raising the deductible from $1,000 to $2,500 can cut premiums noticeably',
      'Bundling home and auto often earns a multi-policy discount',
      'Roof age is now one of the biggest rating factors',
    ],
    outlook: 'Re-shop coverage at renewal and confirm your dwelling limit matches current rebuilding costs.',
  },
  {
    headline: 'HSA Contribution Limits Increase for 2026',
    summary:
      'The IRS raised the annual health savings account limits to $4,400 for self-only and $8,750 for family coverage.',
    url: 'https://www.irs.gov/newsroom/irs-announces-2026-hsa-limits',
    date: '8/5/2025',
    points: [
      'People 55 and older can add a $1,000 catch-up contribution',
      'Bronze and catastrophic Marketplace plans become HSA-eligible in 2026',
      'Unused balances roll over and can be invested',
    ],
  },
  {
    headline: 'Telehealth Flexibilities for Medicare Patients Extended Again',
    summary:
      'Congress extended the pandemic-era rules that let Medicare beneficiaries see clinicians by video from home.',
    url: 'https://www.hhs.gov/about/news/2025/07/28/telehealth-flexibilities-extended.html',
    date: '2025-07-28',
    points: [
      'Home remains an eligible site for most telehealth visits',
      'Audio-only visits remain covered for some services',
      'Behavioral health telehealth is covered permanently',
    ],
  },
  {
    headline: 'Prior Authorization Reform: Insurers Pledge Faster Decisions',
    summary:
      'Major health insurers committed to shrinking the list of services that need approval and to answering most requests within a day.',
    url: 'https://www.ahip.org/news/press-releases/health-plans-take-action-to-simplify-prior-authorization',
    date: 'July 14, 2025',
    points: [
      'Real-time electronic approvals for most requests by 2027',
      'Continuity of care when you switch plans mid-treatment',
      'Clinical reviewers must be licensed physicians for denials',
    ],
  },
  {
    headline: 'Term vs. Whole Life: Rising Rates Revive an Old Debate',
    summary:
      'Higher interest rates have improved cash-value guarantees on permanent policies, but advisers say term remains the right fit for most families.',
    url: 'https://www.naic.org/consumer/life-insurance-buyers-guide',
    date: '2025-07-01',
    points: [
      'Term life covers a set period for the lowest price',
      'Whole life builds cash value but costs five to fifteen times more',
      'Convertible term policies keep the option open',
    ],
  },
  {
    headline: 'Marketplace Special Enrollment for Low-Income Households Ends',
    summary:
      'The monthly enrollment window for people earning up to 150% of the poverty level is being phased out under a new federal rule.',
    url: 'https://www.cms.gov/newsroom/press-releases/marketplace-integrity-and-affordability-final-rule',
    date: '06/20/2025',
    points: [
      'Existing enrollees keep their coverage',
      'New enrollees must use open enrollment or a qualifying life event',
      'Income verification requirements are stricter',
    ],
  },
  {
    headline: 'Critical Illness Coverage Grows as a Workplace Benefit',
    summary:
      'More employers now offer voluntary critical illness plans that pay a lump sum after a diagnosis such as cancer, heart attack or stroke.',
    url: 'https://www.benefitspro.com/2025/06/09/critical-illness-insurance-workplace-trend/',
    date: '2025-06-09',
    points: [
      'Benefits are paid to you, not to the hospital',
      'Payments can cover rent, travel and lost income',
      'It supplements, but never replaces, major medical coverage',
    ],
  },
  {
    headline: 'Mental Health Parity Rule Tightens Limits on Insurers',
    summary:
      'New federal parity regulations require plans to show that mental health benefits are as accessible as medical and surgical benefits.',
    url: 'https://www.dol.gov/agencies/ebsa/laws-and-regulations/laws/mental-health-parity',
    date: 'May 27, 2025',
    points: [
      'Plans must collect data on network adequacy and denials',
      'Stricter prior authorization for therapy than for surgery is not allowed',
      'Employers must document comparative analyses',
    ],
  },
  {
    headline: 'Flood Insurance: Most Homeowners Still Go Without',
    summary:
      'Standard homeowners policies exclude flood damage, yet only a small share of households outside high-risk zones buy separate coverage.',
    url: 'https://www.floodsmart.gov/flood-insurance-cost',
    date: '2025-05-12',
    points: [
      'NFIP policies usually have a 30-day waiting period',
      'Private flood policies may offer higher limits',
      'One inch of water can cause more than $25,000 of damage',
    ],
  },
  {
    headline: 'Employer Health Costs Expected to Rise 9% in 2026',
    summary:
      'Surveyed employers project the steepest increase in more than a decade, driven by specialty drugs and higher hospital prices.',
    url: 'https://www.mercer.com/en-us/insights/us-health-news/employer-health-cost-survey-2026/',
    date: '4/30/2025',
    points: [
      'GLP-1 weight-loss drugs are a major cost driver',
      'More employers are adding high-deductible plan options',
      'Some firms are shifting more costs to employees',
    ],
  },
  {
    headline: 'Medicare Advantage Star Ratings Shift for Many Plans',
    summary:
      'Fewer plans earned four stars or more this year, which affects bonus payments and the extra benefits plans can offer.',
    url: 'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-advantage-and-part-d-star-ratings',
    date: '2025-04-14',
    points: [
      'Star ratings measure quality, customer service and drug pricing',
      'Five-star plans allow a special enrollment period',
      'Check that your doctors stay in network before switching',
    ],
  },
  {
    headline: 'Dental and Vision Coverage: What Adults Often Miss',
    summary:
      'Adult dental and vision benefits are not essential health benefits under the ACA, so many adults go without coverage.',
    url: 'https://www.nadp.org/dental-benefits-basics/',
    date: 'April 2, 2025',
    points: [
      'Standalone dental plans often have annual maximums near $1,500',
      'Waiting periods apply to major services',
      'Vision plans typically cover one exam and lenses each year',
    ],
  },
  {
    headline: 'Life Insurance Medical Exams Giving Way to Accelerated Underwriting',
    summary:
      'Insurers increasingly approve applicants using prescription and records data instead of blood and urine tests.',
    url: 'https://www.soa.org/resources/research-reports/2025/accelerated-underwriting-practices/',
    date: '2025-03-18',
    points: [
      'Healthy applicants can be approved in days',
      'Coverage amounts without an exam are often capped',
      'Answer health questions fully: misstatements can void a claim',
    ],
  },
  {
    headline: 'Price Transparency: Hospitals Must Post Real Prices',
    summary:
      'Enforcement of the hospital price transparency rule is stepping up, with new penalties for facilities that hide negotiated rates.',
    url: 'https://www.cms.gov/priorities/key-initiatives/hospital-price-transparency',
    date: '03/03/2025',
    points: [
      'Hospitals must publish a shoppable list of 300 services',
      'Insurers must offer online cost estimators',
      'Compare prices for planned procedures before scheduling',
    ],
  },
  {
    headline: 'Group Health Plans for Two to Fifty Employees: A Buyer Checklist',
    summary:
      'Small employers shopping for their first group plan should compare networks, participation rules and contribution requirements.',
    url: 'https://www.sba.gov/business-guide/manage-your-business/employee-benefits',
    date: '2025-02-17',
    points: [
      'Most carriers require 70% employee participation',
      'Employers usually must pay at least 50% of the employee premium',
      'The small business health care tax credit can offset costs',
    ],
  },
  {
    headline: 'Filing a Health Insurance Claim Appeal: Your Rights',
    summary:
      'Insured patients can appeal any denied claim, first with the insurer and then with an independent reviewer.',
    url: 'https://www.healthcare.gov/appeal-insurance-company-decision/',
    date: 'February 3, 2025',
    points: [
      'You have 180 days to file an internal appeal',
      'Urgent care appeals must be decided within 72 hours',
      'External review decisions are binding on the insurer',
    ],
  },
  {
    headline: 'Long-Term Care Insurance: Hybrid Policies Gain Ground',
    summary:
      'Life insurance policies with long-term care riders are outselling traditional standalone long-term care coverage.',
    url: 'https://www.aaltci.org/long-term-care-insurance/learning-center/hybrid-policies.php',
    date: '2025-01-20',
    points: [
      'A hybrid pays a death benefit if care is never needed',
      'Premiums are usually guaranteed not to rise',
      'Traditional policies can still be cheaper for pure care coverage',
    ],
  },
  {
    headline: 'Catastrophic Plans Open to More People Who Lose Subsidies',
    summary:
      'A hardship exemption lets people priced out of Marketplace coverage buy a low-premium catastrophic plan regardless of age.',
    url: 'https://www.cms.gov/cciio/resources/regulations-and-guidance/catastrophic-plan-hardship-exemption',
    date: '1/9/2025',
    points: [
      'Catastrophic plans cover three primary care visits before the deductible',
      'Preventive care is free',
      'They are not eligible for premium tax credits',
    ],
  },
];

function fullSummary(story: SampleStory): string {
  const lines = ['## Key Points', ...story.points.map((point) => `- ${point}`)];
  if (story.outlook) lines.push('', '## What This Means for You', story.outlook);
  lines.push('', '**Questions?** Our licensed advisors can walk you through your options at no cost.');
  return lines.join('\n');
}

export const NEWS_SAMPLE_HEADER = ['headline', 'summary', 'AI summary', 'url', 'dateCreated', 'fullSummary'] as const;

/** The sample sheet's values, as the Sheets API returns them (rows of strings, header first). */
export const NEWS_SAMPLE_SHEET: readonly (readonly string[])[] = [
  NEWS_SAMPLE_HEADER,
  ...STORIES.map((story, index) =>
    // Every fifth row has no full summary: the API then returns a row shorter than the header.
    index % 5 === 4
      ? [story.headline, story.summary, '', story.url, story.date]
      : [story.headline, story.summary, story.summary, story.url, story.date, fullSummary(story)],
  ),
];
