/**
 * The folders of src/features whose texts are in the features' catalog (lingui.config.ts): all
 * but auth, whose login screens speak with the shell's catalog. Each area's texts load with its
 * screens (src/routes/lazyFeature.ts), so a first visit to /jobs does not carry the projects',
 * planning's and invoices' texts too (issue 17, P4). featureAreas.test.ts keeps the list equal
 * to the folders.
 */
export const FEATURE_AREAS = [
  'calendar',
  'contracts',
  'crewInfo',
  'crewPaperwork',
  'crewProfile',
  'crewSite',
  'crews',
  'documents',
  'forms',
  'help',
  'home',
  'info',
  'invoices',
  'jobs',
  'mail',
  'membershipCrews',
  'mobileDocuments',
  'outbox',
  'payrolls',
  'planning',
  'plusCrews',
  'profile',
  'projects',
  'receipts',
  'trainings',
  'vacancies',
] as const;

export type FeatureArea = (typeof FEATURE_AREAS)[number];
