import * as z from '@/lib/zod';
import { zipCodeField } from './common';
import { leadAgesRule, leadFields } from './lead';

/**
 * A premium tax credit estimate request (POST /api/estimates, decision 180): the household the
 * built-in assessment asks about, with the same rules and messages as the lead form. The ZIP code
 * (zipCode) is optional and not used yet (the estimate is per state). One age per household member.
 */
export const estimateRequestSchema = z
  .object({
    state: leadFields.state(),
    householdSize: leadFields.householdSize(),
    yearlyIncome: leadFields.yearlyIncome(),
    ages: leadFields.ages(),
    zipCode: z.optional(zipCodeField()),
  })
  .check(z.refine(...leadAgesRule));

export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
