/** The demo tenant's logins, printed at start and used by the end-to-end tests. */
export const DEMO_PASSWORD = 'demo1234';
export const GUEST_PASSWORD = 'guest1234';
export const DEMO_PROJECT_NUMBER = 'P-24001';
export const DEMO_PLUS_CREW_NUMBER = 'PC-1001';

export const DEMO_ACCOUNTS = [
  { email: 'crew@demo.test', role: 'crew member' },
  { email: 'chief@demo.test', role: 'crew member, crew chief today' },
  { email: 'client@demo.test', role: 'client' },
  { email: 'planner@demo.test', role: 'planner' },
  { email: 'office@demo.test', role: 'office' },
] as const;

/** A crew account with exactly 1000 jobs and 1000 blocked dates, for `npm run bench`. */
export const BENCH_ACCOUNT = 'bench@demo.test';

/** welcomePath: the seeded welcome link (random per install), shown in demo mode only. */
export function demoLoginsText(url: string, welcomePath?: string | null): string {
  const lines = [
    `Crew Hub is running on ${url}`,
    '',
    'Demo logins:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(20)} ${DEMO_PASSWORD}   (${a.role})`),
    `  project number ${DEMO_PROJECT_NUMBER}   ${GUEST_PASSWORD}   (project guest)`,
    `  plus-crew number ${DEMO_PLUS_CREW_NUMBER}  ${GUEST_PASSWORD}   (plus-crew guest)`,
    ...(welcomePath
      ? ['', `Welcome link (new@demo.test chooses a first password): ${url}${welcomePath}`]
      : []),
  ];
  return lines.join('\n');
}
