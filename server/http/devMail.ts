import type { Deps, DevMail } from './context';

/** The test API and the demo keep the last mails for GET /__test/mails; older ones drop off. */
export const KEPT_MAILS = 100;

/**
 * The reference server has no mailer. In demo mode (config.ts: CREWHUB_DEMO) the mail and its
 * link are printed, so a newcomer can follow a reset link; outside it a link would be a secret
 * in the logs, so only the fact is logged. The test API keeps the mails for the e2e tests.
 */
export function deliverDevMail(deps: Deps, mail: DevMail): void {
  if (deps.testApi || deps.demo) {
    deps.mails.push(mail);
    if (deps.mails.length > KEPT_MAILS) deps.mails.splice(0, deps.mails.length - KEPT_MAILS);
  }
  if (deps.demo) deps.log(`[dev mail] to ${mail.to}: ${mail.subject} ${mail.link}`);
  else deps.log(`[mail] "${mail.subject}" not sent: no mailer (links are shown only in demo mode)`);
}
