import type { HttpBindings } from '@hono/node-server';
import type { Rights, TokenPayload } from '../../src/api/schemas/session';
import type { Db } from '../db/connect';
import type { TokenService } from '../auth/tokens';
import type { LoginLimiter } from '../auth/loginLimiter';
import type { FileStore } from '../files/fileStore';

export type Faults = {
  delayMs: number;
  errorRate: number;
  dropAfterCommitRate: number;
  failNext: number;
};

export const NO_FAULTS: Faults = { delayMs: 0, errorRate: 0, dropAfterCommitRate: 0, failNext: 0 };

export type DevMail = { to: string; subject: string; link: string; at: string };

export type Deps = {
  db: Db;
  /** Uploaded file bytes (the database keeps their keys and metadata only). */
  files: FileStore;
  tokens: TokenService;
  /** The test-only API exists only when the process started with CREWHUB_TEST_API=1. */
  testApi: boolean;
  faults: Faults;
  /**
   * Demo mode (CREWHUB_DEMO=1, the default without DATABASE_URL): reset links are printed and
   * the last mails kept. See config.ts.
   */
  demo: boolean;
  /** The last mails (at most KEPT_MAILS, and only with the test API or in demo mode). */
  mails: DevMail[];
  loginLimiter: LoginLimiter;
  /** Behind a reverse proxy (CREWHUB_TRUST_PROXY=1): the client address is X-Forwarded-For's last. */
  trustProxy: boolean;
  /** "Today" for the seed and date windows (CREWHUB_TODAY pins it). */
  today: () => Date;
  reseed: () => Promise<void>;
  log: (message: string, error?: unknown) => void;
};

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    payload: TokenPayload;
    rights: Rights;
    sessionVersion: number;
    /** The refresh-token family of the access token (null: issued before families). */
    familyId: string | null;
  };
};
