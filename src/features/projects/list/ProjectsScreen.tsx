import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useEntityFlags, type EntityFlag } from '../../../db/hooks';
import { useProjects } from '../../../db/projectListHooks';
import { useOptimisticRows } from '../../../db/useOptimisticRows';
import { useSession } from '../../../session/useSession';
import { LastSynced } from '../../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import type { Project } from '../../../db/db';
import { CreateProjectModal } from './CreateProjectModal';
import { ProjectRows } from './ProjectRows';
import {
  filterProjects,
  parseProjectFilter,
  searchIndex,
  type ProjectFilter,
} from './projectFilters';
import classes from './ProjectsScreen.module.css';

/** How long typing rests before the search is written into the URL (not per keystroke). */
const URL_DELAY_MS = 300;

const byId = (a: Project, b: Project) => a.id - b.id;

/**
 * /projects for clients and planners (SPEC §2, §9): the four lists and a search, read from
 * the local projects table, so they switch instantly and work offline. The filter and the
 * search are kept in the URL.
 */
export function ProjectsScreen() {
  const { t } = useLingui();
  const session = useSession();
  const me = session.status === 'authenticated' ? session.payload.loginData.personId : null;
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  const filter = parseProjectFilter(search.filter);
  const [text, setText] = useState(search.q ?? '');
  const [creating, setCreating] = useState(false);

  const stored = useProjects();
  const projects = useOptimisticRows('projects', stored ?? [], byId);
  const flags = useEntityFlags('projects') ?? new Map<number, EntityFlag>();
  const index = useMemo(() => searchIndex(projects), [projects]);
  const shown = useMemo(
    () => filterProjects(index, { filter, search: text, me }),
    [index, filter, text, me],
  );

  const setUrl = useCallback(
    (next: { filter: ProjectFilter; q: string }) =>
      void navigate({
        to: '/projects',
        search: {
          ...(next.filter === 'notClosed' ? {} : { filter: next.filter }),
          ...(next.q ? { q: next.q } : {}),
        },
        replace: true,
      }),
    [navigate],
  );
  // The search goes into the URL once typing rests; the list itself follows every keystroke.
  useEffect(() => {
    if (text === (search.q ?? '')) return;
    const timer = setTimeout(() => {
      // A project tapped meanwhile: the list stays on screen while the project's screen loads,
      // and putting the search in the URL now would take the person back to the list.
      if (router.latestLocation.pathname !== '/projects') return;
      setUrl({ filter, q: text });
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter, search.q, setUrl, router]);

  const mine = filter === 'myNotClosed' || filter === 'myClosed';
  const closed = filter === 'closed' || filter === 'myClosed';
  const pick = (nextMine: boolean, nextClosed: boolean) =>
    setUrl({
      filter: nextMine
        ? nextClosed
          ? 'myClosed'
          : 'myNotClosed'
        : nextClosed
          ? 'closed'
          : 'notClosed',
      q: text,
    });

  return (
    <Stack gap="sm">
      <LastSynced resource="projects" />
      <Group justify="space-between" gap="xs">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setCreating(true)}
          className={classes.touch}
        >
          <Trans>New project</Trans>
        </Button>
      </Group>
      <Group grow gap="xs" wrap="wrap" className={classes.filters}>
        <SegmentedControl
          aria-label={t`Whose projects`}
          value={mine ? 'mine' : 'all'}
          onChange={(v) => pick(v === 'mine', closed)}
          data={[
            { value: 'all', label: t`All` },
            { value: 'mine', label: t`Mine` },
          ]}
          classNames={{ label: classes.segment }}
        />
        <SegmentedControl
          aria-label={t`Open or closed`}
          value={closed ? 'closed' : 'open'}
          onChange={(v) => pick(mine, v === 'closed')}
          data={[
            { value: 'open', label: t`Not closed` },
            { value: 'closed', label: t`Closed` },
          ]}
          classNames={{ label: classes.segment }}
        />
      </Group>
      <TextInput
        type="search"
        aria-label={t`Search projects`}
        placeholder={t`Number, name, client or location`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        classNames={{ input: classes.touch }}
      />
      {stored === undefined ? (
        <DataLoading />
      ) : shown.length > 0 ? (
        <ProjectRows projects={shown} flags={flags} />
      ) : text.trim() ? (
        <EmptyState>
          <Trans>Projects not found</Trans>
        </EmptyState>
      ) : (
        <EmptyState>
          <Trans>There are no projects in this list.</Trans>
        </EmptyState>
      )}
      <CreateProjectModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
