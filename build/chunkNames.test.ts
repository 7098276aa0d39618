import { describe, expect, it } from 'vitest';
import { chunkFileName } from './chunkNames';

const src = (path: string) => `/work/app/src/${path}`;
const lib = (path: string) => `/work/app/node_modules/${path}`;

describe('chunk file names the service worker tells apart', () => {
  // prettier-ignore
  it.each<[string, string[], boolean, string]>([
    ['a project screen', [src('features/projects/list/ProjectsScreen.tsx')], false, 'assets/office-[name]-[hash].js'],
    ['planning with the app code it came with', [src('features/planning/todo/TodoRow.tsx'), src('app/lists/ProgressiveList.tsx'), lib('dayjs/esm/index.js')], false, 'assets/office-[name]-[hash].js'],
    ['the mailbox', [src('features/mail/MailboxScreen.tsx')], false, 'assets/office-[name]-[hash].js'],
    ['membership crews', [src('features/membershipCrews/MembershipCrewsScreen.tsx')], false, 'assets/office-[name]-[hash].js'],
    ['invoices', [src('features/invoices/InvoicesScreen.tsx')], false, 'assets/office-[name]-[hash].js'],
    // A crew screen beside an office one: crew members load it, so it stays precached.
    ['invoices shared with receipts', [src('features/invoices/pdf.ts'), src('features/receipts/ReceiptsScreen.tsx')], false, 'assets/[name]-[hash].js'],
    ['the jobs screen', [src('features/jobs/JobsScreen.tsx')], false, 'assets/[name]-[hash].js'],
    ['app code only', [src('app/layout/AppLayout.tsx')], false, 'assets/[name]-[hash].js'],
    ['a library only', [lib('dexie/dist/dexie.mjs')], false, 'assets/[name]-[hash].js'],
    // The boot chunk holds route helpers of office features (planning's search) too.
    ['the entry', [src('main.tsx'), src('features/planning/calendar/planningSearch.ts')], true, 'assets/[name]-[hash].js'],
    ['the QR scanner', [lib('@zxing/library/esm/index.js')], false, 'assets/vendor-zxing-[hash].js'],
    ['the charts', [lib('recharts/es6/index.js'), src('features/plusCrews/dashboard/Dashboard.tsx')], false, 'assets/vendor-charts-[hash].js'],
    ['Dutch texts', [src('locales/nl/features.po')], false, 'assets/texts.nl.[hash].js'],
    ['Austrian German texts', [src('locales/de-AT/messages.po')], false, 'assets/texts.de-AT.[hash].js'],
    ['the jobs’ Welsh texts', [src('locales/cy/features.po?area=jobs')], false, 'assets/texts.cy.[hash].js'],
    // The loaders of a language's areas go with its texts (cached on demand together).
    ['the Spanish areas’ loaders', ['\0feature-texts:es'], false, 'assets/texts.es.[hash].js'],
  ])('%s', (_, moduleIds, isEntry, name) => {
    expect(chunkFileName({ moduleIds, isEntry })).toBe(name);
  });
});
