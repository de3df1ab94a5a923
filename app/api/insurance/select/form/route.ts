import { selectPlanFormRoute } from '@/server/insurance/select-plan-form';

export const dynamic = 'force-dynamic';

/** POST /api/insurance/select/form: a plan chosen without JavaScript (server/insurance/select-plan-form.ts). */
export const POST = selectPlanFormRoute;
