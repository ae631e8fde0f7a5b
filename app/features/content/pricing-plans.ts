// Plans for dive centres and resorts. Nothing is sold yet: the prices are indicative and shown as
// such on the page. A feature value is true/false, or a message key for a limit.
export const PLANS = [
  { id: 'basic', monthlyEur: 0, highlighted: false },
  { id: 'plus', monthlyEur: 19, highlighted: true },
  { id: 'pro', monthlyEur: 49, highlighted: false },
] as const;

export type PlanId = (typeof PLANS)[number]['id'];

type FeatureValue = boolean | string;

export const PLAN_FEATURES: { id: string; values: Record<PlanId, FeatureValue> }[] = [
  { id: 'page', values: { basic: true, plus: true, pro: true } },
  { id: 'messages', values: { basic: true, plus: true, pro: true } },
  { id: 'photos', values: { basic: 'content.pricing.value.photosBasic', plus: 'content.pricing.value.photosPlus', pro: 'content.pricing.value.photosPro' } },
  { id: 'courses', values: { basic: true, plus: true, pro: true } },
  { id: 'trips', values: { basic: false, plus: true, pro: true } },
  { id: 'offers', values: { basic: false, plus: true, pro: true } },
  { id: 'managers', values: { basic: 'content.pricing.value.managersBasic', plus: 'content.pricing.value.managersPlus', pro: 'content.pricing.value.managersPro' } },
];
