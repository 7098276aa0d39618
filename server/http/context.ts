import type { HttpBindings } from '@hono/node-server';
import type { Rights, TokenPayload } from '../../src/api/schemas/session';
import type { Db } from '../db/connect';
import type { TokenService } from '../auth/tokens';
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
  mails: DevMail[];
  /** "Today" for the seed and date windows (CREWHUB_TODAY pins it). */
  today: () => Date;
  reseed: () => Promise<void>;
  log: (message: string, error?: unknown) => void;
};

export type AppEnv = {
  Bindings: HttpBindings;
  Variables: { payload: TokenPayload; rights: Rights };
};
