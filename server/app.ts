import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './http/context';
import { apiError } from './http/errors';
import { authenticate } from './http/policy';
import {
  corsPolicy,
  securityHeaders,
  securityOptionsFromEnv,
  type SecurityOptions,
} from './http/securityHeaders';
import { faultInjection } from './http/faults';
import { limitBodies, pgInputErrorResponse, rejectUnstorableInput } from './http/inputGuards';
import { privateSessionRoutes, publicSessionRoutes } from './routes/session';
import { jobRoutes } from './routes/jobs';
import { projectRoutes } from './routes/projects';
import { projectCreateRoutes } from './routes/projectCreate';
import { blockDateRoutes } from './routes/blockDates';
import { vacationRequestRoutes } from './routes/vacationRequests';
import { vacancyRoutes } from './routes/vacancies';
import { crewChiefDocumentRoutes } from './routes/crewChiefDocuments';
import { crewProfileRoutes, publicCrewProfileRoutes } from './routes/crewProfiles';
import { crewMemberRoutes } from './routes/crewMembers';
import { testApiRoutes } from './routes/testApi';
import { payrollRoutes } from './routes/payrolls';
import { publicPayrollRoutes } from './routes/publicPayrolls';
import { contractRoutes } from './routes/contracts';
import { crewInfoRoutes } from './routes/crewInfo';
import { trainingRoutes } from './routes/trainings';
import { profileRoutes } from './routes/profile';
import { mobileDocumentRoutes } from './routes/mobileDocuments';
import { subscriptionRoutes } from './routes/subscriptions';
import { calendarFeedRoutes } from './routes/calendarFeed';
import { formRoutes } from './routes/forms';
import { securityCheckRoutes } from './routes/securityChecks';
import { crewRoutes } from './routes/crews';
import { crewPhotoRoutes } from './routes/crewPhotos';
import { liveLocationRoutes } from './routes/liveLocations';
import { documentRoutes, publicDocumentRoutes } from './routes/documents';
import { crewPaperworkRoutes } from './routes/crewPaperwork';
import { crewBookingRoutes } from './routes/crewBooking';
import { crewItemStatusRoutes } from './routes/crewItemStatus';
import { projectDetailRoutes } from './routes/projectDetail';
import { projectCopyRoutes } from './routes/projectCopy';
import { personAvailabilityRoutes } from './routes/personAvailabilities';
import { projectVacancyRoutes } from './routes/projectVacancies';
import { todoActivityRoutes } from './routes/todoActivities';
import { plusCrewRoutes } from './routes/plusCrews';
import { invoiceRoutes } from './routes/invoices';
import { crewItemChangeRoutes } from './routes/crewItemChanges';
import { planningCalendarRoutes } from './routes/planningCalendar';
import { plannerCrewRoutes } from './routes/plannerCrews';
import { planningCrewItemRoutes } from './routes/planningCrewItems';
import { receiptRoutes } from './routes/receipts';
import { mailRoutes } from './routes/mail';

export const API_BASE = '/api/v1';

/** The reference API as a Hono app: used by main.ts and, in process, by the tests. */
export function createApi(deps: Deps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // First of all, so that every route (public, test-only and those without the Type header
  // too) gets one body limit and no NUL or lone surrogate in its path, query or JSON body.
  api.use('*', limitBodies());
  api.use('*', rejectUnstorableInput());

  if (deps.testApi) api.route('/', testApiRoutes(deps));
  // Calendar apps fetch the iCal feed with neither Type header nor token: the secret is the key.
  api.route('/', calendarFeedRoutes(deps));
  // The signedUrl of a document is opened without auth and Type headers (SPEC §7).
  api.route('/', publicDocumentRoutes(deps));

  // SPEC §7: every request names its client kind.
  api.use('*', async (c, next) => {
    if (!c.req.header('Type'))
      throw apiError(400, 'type_header_missing', 'The Type header is required');
    await next();
  });
  if (deps.testApi) api.use('*', faultInjection(deps));

  api.route('/', publicSessionRoutes(deps));
  api.route('/', publicCrewProfileRoutes(deps.db));
  api.route('/', publicPayrollRoutes(deps));
  api.use('*', authenticate(deps));
  api.route('/', privateSessionRoutes(deps));
  api.route('/', jobRoutes(deps));
  api.route('/', vacancyRoutes(deps));
  api.route('/', crewChiefDocumentRoutes(deps.db));
  api.route('/', crewProfileRoutes(deps.db));
  api.route('/', crewMemberRoutes(deps.db));
  api.route('/', projectRoutes(deps.db));
  api.route('/', blockDateRoutes(deps));
  api.route('/', vacationRequestRoutes(deps));
  api.route('/', payrollRoutes(deps));
  api.route('/', contractRoutes(deps));
  api.route('/', crewInfoRoutes(deps));
  api.route('/', trainingRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', mobileDocumentRoutes(deps));
  api.route('/', subscriptionRoutes(deps));
  api.route('/', formRoutes(deps));
  api.route('/', securityCheckRoutes(deps));
  api.route('/', crewRoutes(deps));
  api.route('/', crewBookingRoutes(deps));
  api.route('/', crewItemStatusRoutes(deps));
  api.route('/', crewPhotoRoutes(deps));
  api.route('/', liveLocationRoutes(deps));
  api.route('/', documentRoutes(deps));
  api.route('/', crewPaperworkRoutes(deps));
  api.route('/', projectDetailRoutes(deps));
  api.route('/', projectCopyRoutes(deps));
  api.route('/', personAvailabilityRoutes(deps));
  api.route('/', projectVacancyRoutes(deps));
  api.route('/', projectCreateRoutes(deps));
  api.route('/', todoActivityRoutes(deps));
  api.route('/', plusCrewRoutes(deps));
  api.route('/', invoiceRoutes(deps));
  api.route('/', crewItemChangeRoutes(deps));
  api.route('/', planningCalendarRoutes(deps));
  api.route('/', plannerCrewRoutes(deps));
  api.route('/', planningCrewItemRoutes(deps.db));
  api.route('/', receiptRoutes(deps));
  api.route('/', mailRoutes(deps));
  return api;
}

export function createApp(
  deps: Deps,
  security: SecurityOptions = securityOptionsFromEnv(),
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // First, so they also reach the shell and static files main.ts adds after the API.
  app.use('*', securityHeaders(security));
  const corsMiddleware = corsPolicy(security);
  if (corsMiddleware) app.use(`${API_BASE}/*`, corsMiddleware);
  app.route(API_BASE, createApi(deps));
  app.notFound((c) => c.json({ code: 'not_found', message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const badInput = pgInputErrorResponse(error);
    if (badInput) {
      deps.log('Input error caught by the database (a schema should refuse it)', error);
      return badInput;
    }
    deps.log('Unhandled error', error);
    return c.json({ code: 'internal', message: 'Internal server error' }, 500);
  });
  return app;
}
