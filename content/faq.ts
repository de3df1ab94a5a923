/**
 * The home page FAQ: 13 questions on the topics the product specification section 1 lists, with its figures
 * (about $200-800+ a month, a $2,000 deductible example, open enrollment November-December,
 * a client saving over $2,400 a year). Answers are general information, never a promise.
 */

/** A piece of an answer: plain text, or a link to a page of the site. */
export type FaqSegment = string | { text: string; href: string };
/** A paragraph: plain text, or text with links, read in order. */
export type FaqParagraph = string | readonly FaqSegment[];

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly FaqParagraph[];
}

export const FAQ_HEADING = 'Frequently asked questions';

export const FAQ: readonly FaqItem[] = [
  {
    id: 'coverage-categories',
    question: 'What kinds of coverage can you help me with?',
    answer: [
      [
        'We help with four categories: health insurance (individual, family and ',
        { text: 'small-business group plans', href: '/small-business' },
        '), medical plans such as PPO, HMO and EPO networks and telemedicine, life insurance, and supplemental coverage such as dental, vision, accident and critical illness.',
      ],
    ],
  },
  {
    id: 'qualifying',
    question: 'Who qualifies, and can I get coverage with a pre-existing condition?',
    answer: [
      'Individual plans are for people aged 18-64. We also work with families, small businesses, independent contractors, travel nurses and 1099 workers. Which plans and savings you qualify for depends on your state, household size, income and, for some private plans, health questions. Your agent checks this with you before you apply.',
      'Plans sold under the Affordable Care Act cannot refuse you, charge you more or exclude care because of a pre-existing condition. Some other products, such as certain short-term or supplemental plans, may ask health questions; your agent tells you when that is the case.',
    ],
  },
  {
    id: 'network-types',
    question: 'What is the difference between HMO, PPO and EPO plans?',
    answer: [
      'An HMO usually asks you to choose a primary care doctor and get referrals to see specialists, and covers only in-network care except emergencies. A PPO lets you see specialists without a referral and pays part of out-of-network care, usually for a higher premium. An EPO sits in between: no referrals, but only in-network care is covered except emergencies.',
    ],
  },
  {
    id: 'keep-doctor',
    question: 'Can I keep my doctor?',
    answer: [
      'Often, yes. Before you choose, we check whether your doctors, specialists and hospitals are in each plan’s network, and we show you the plans that include them. Networks can change each year, so we check again at renewal.',
    ],
  },
  {
    id: 'deductible',
    question: 'What is a deductible?',
    answer: [
      'The deductible is what you pay for covered care each year before the plan starts sharing the cost. With a $2,000 deductible, you pay the first $2,000 of covered services (other than those the plan covers before the deductible, such as preventive care); after that you pay only your copays or coinsurance until you reach the out-of-pocket maximum.',
    ],
  },
  {
    id: 'prescriptions',
    question: 'Are my prescriptions covered?',
    answer: [
      'Each plan has a drug list (formulary) that puts medicines in tiers with different costs. Tell us what you take and we compare how each plan covers your prescriptions, so there are no surprises at the pharmacy.',
    ],
  },
  {
    id: 'travel',
    question: 'Am I covered for emergencies when I travel?',
    answer: [
      'Plans sold under the Affordable Care Act cover emergency care anywhere in the United States, in or out of network. Routine care away from home depends on the network: travel nurses and frequent travelers often choose a nationwide PPO. Coverage outside the US is limited, so ask us about travel medical insurance before a trip abroad.',
    ],
  },
  {
    id: 'cost',
    question: 'How much does health insurance cost?',
    answer: [
      'Individual plans typically cost about $200-800+ per month, depending on your age, state, household, plan level and whether you qualify for a premium tax credit. Our consultation is free and there are no hidden fees: agents are paid by the insurance carriers, not by you. One client told us they now save over $2,400 a year; your savings depend on your situation.',
    ],
  },
  {
    id: 'changing-plans',
    question: 'When can I change plans?',
    answer: [
      'Open enrollment runs each year from November to December for coverage starting in January (some states run longer). Outside it, a qualifying life event such as losing other coverage, moving, marriage, divorce, a new baby or turning 26 opens a special enrollment period, usually of 60 days.',
    ],
  },
  {
    id: 'preventive-care',
    question: 'Is preventive care included?',
    answer: [
      'Yes. ACA-compliant plans cover recommended preventive services, such as annual check-ups, screenings and vaccines, at no cost to you when you use an in-network provider, even before you meet your deductible.',
    ],
  },
  {
    id: 'young-healthy',
    question: 'I am young and healthy. Do I need insurance?',
    answer: [
      'An accident or a sudden illness can cost tens of thousands of dollars. A plan caps what you can owe in a year through its out-of-pocket maximum and gives you free preventive care. Young, healthy people can often find low premiums, especially with a higher deductible or a tax credit.',
    ],
  },
  {
    id: 'copay-coinsurance',
    question: 'What is the difference between a copay and coinsurance?',
    answer: [
      'A copay is a fixed amount for a service, for example $30 for a doctor visit. Coinsurance is a percentage of the cost you pay after meeting your deductible, for example 20% of a hospital bill. Both count toward your out-of-pocket maximum.',
    ],
  },
  {
    id: 'claims',
    question: 'How do I file a claim?',
    answer: [
      [
        'In-network providers usually bill your insurer directly. If you paid a bill yourself or a claim was denied, send us the details and documents through our ',
        { text: 'claim form', href: '/claims' },
        ' and your dedicated agent will help you file or appeal it; we reply within 24 hours.',
      ],
    ],
  },
];
