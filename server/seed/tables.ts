/** Every seeded table, children before parents: reseed empties them in this order. */
export const TABLES = [
  'writes',
  'row_changes',
  // Issue 14 "has changed" (children of crew_items and persons).
  'crew_item_change_seen',
  'crew_item_changes',
  'document_uploads',
  'document_signatures',
  'document_signatories',
  'documents',
  'document_types',
  'delivery_notes',
  'crew_chief_sheets',
  'sign_offs',
  'crew_photos',
  'live_locations',
  'form_files',
  'form_results',
  'security_checks',
  'form_assignments',
  'forms',
  'push_subscriptions',
  'calendar_subscriptions',
  'mobile_documents',
  'profile_pictures',
  'activities',
  'project_documents',
  'invoices',
  'payroll_documents',
  'payroll_items',
  'payrolls',
  'staff_contract_documents',
  'staff_contracts',
  'crew_info',
  'trainings',
  'crew_site_events',
  'crew_item_ratings',
  'crew_rating_types',
  'vacancy_applications',
  'crew_chief_documents',
  'crew_profiles',
  'person_functions',
  'person_tags',
  'person_document_skills',
  'idempotency_keys',
  'unsubscribe_tokens',
  'account_tokens',
  'refresh_tokens',
  'session_families',
  'vacation_requests',
  'block_dates',
  'crew_items',
  'project_crews',
  'plus_crews',
  'projects',
  'rate_cards',
  'branches',
  'catering_agreement_types',
  'locations',
  'persons',
  'companies',
  'tenant',
];

/**
 * Tables the migrations create that reseed leaves alone, each for a reason:
 * - vapid_keys: the server's Web Push key pair; browsers' subscriptions are made against it
 *   and must stay valid across test resets (server/push.ts).
 * - server_secrets: the JWT signing key; a reset must not end the sessions of open clients
 *   (server/auth/tokens.ts).
 * - activity_types: reference data the migration inserts (027), never changed by a test.
 */
export const KEPT_ON_RESEED = ['vapid_keys', 'server_secrets', 'activity_types'];
