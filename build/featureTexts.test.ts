import { describe, expect, it } from 'vitest';
import { areaMessageIds, loadersModule } from './featureTexts';
import { FEATURE_AREAS } from '../src/i18n/featureAreas';

const origins = {
  a1: { origin: [['src/features/jobs/JobsScreen.tsx', null]] as [string, null][] },
  b2: { origin: [['src/features/projects/ProjectsScreen.tsx', null]] as [string, null][] },
  c3: {
    origin: [
      ['src/features/jobs/JobDetail.tsx', null],
      ['src/features/projects/x.ts', null],
    ] as [string, null][],
  },
  d4: { origin: [['src/features/jobsArchive/x.ts', null]] as [string, null][] },
  e5: {},
};

describe('areaMessageIds', () => {
  it.each([
    ['jobs', ['a1', 'c3']],
    ['projects', ['b2', 'c3']],
    // A folder whose name starts like another's is not that one.
    ['jobsArchive', ['d4']],
    ['mail', []],
  ])('%s has %j', (area, ids) => {
    expect([...areaMessageIds(origins, area)].sort()).toEqual(ids);
  });
});

describe('loadersModule', () => {
  it('has one loader per feature area and refuses an unknown one', () => {
    const code = loadersModule('/x/locales/de/features.po');
    for (const area of FEATURE_AREAS)
      expect(code).toContain(
        `case '${area}': return import('/x/locales/de/features.po?area=${area}');`,
      );
    expect(code).toContain('default: return Promise.reject(');
  });
});
