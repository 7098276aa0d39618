import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useProjects } from '../../../db/projectListHooks';
import { useWithFlags } from '../../../db/withFlags';
import { optimisticFlags, useOptimisticRows } from '../../../db/useOptimisticRows';
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

/** Until the first read: one array, so the optimistic layer does not settle on each render. */
const NONE: Project[] = [];

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
  // The list follows these at once; the URL follows them after (a router navigation per tap
  // or keystroke cost more than the list itself, issue 13's 50 ms figure).
  const [filter, setFilter] = useState<ProjectFilter>(() => parseProjectFilter(search.filter));
  const [text, setText] = useState(search.q ?? '');
  const [creating, setCreating] = useState(false);

  const [stored, flags] = useWithFlags(useProjects(), 'projects') ?? [];
  const projects = useOptimisticRows('projects', stored ?? NONE, byId);
  const shownFlags = useMemo(
    () => flags && optimisticFlags(projects, stored ?? NONE, flags),
    [projects, stored, flags],
  );
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
  // The URL changed from outside (a link, the menu): the screen follows it. What this screen
  // wrote itself is not taken back, so a keystroke made meanwhile is never lost.
  const urlFilter = parseProjectFilter(search.filter);
  const urlText = search.q ?? '';
  const written = useRef({ filter: urlFilter, q: urlText });
  useEffect(() => {
    if (urlFilter === written.current.filter && urlText === written.current.q) return;
    written.current = { filter: urlFilter, q: urlText };
    setFilter(urlFilter);
    setText(urlText);
  }, [urlFilter, urlText]);
  // The filter and search go into the URL once the list is drawn and typing rests.
  useEffect(() => {
    if (text === urlText && filter === urlFilter) return;
    const timer = setTimeout(
      () => {
        // A project tapped meanwhile: the list stays on screen while the project's screen
        // loads, and putting the search in the URL now would take the person back to the list.
        if (router.latestLocation.pathname !== '/projects') return;
        written.current = { filter, q: text };
        setUrl({ filter, q: text });
      },
      text === urlText ? 0 : URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, filter, urlText, urlFilter, setUrl, router]);

  const mine = filter === 'myNotClosed' || filter === 'myClosed';
  const closed = filter === 'closed' || filter === 'myClosed';
  const pick = (nextMine: boolean, nextClosed: boolean) =>
    setFilter(
      nextMine ? (nextClosed ? 'myClosed' : 'myNotClosed') : nextClosed ? 'closed' : 'notClosed',
    );

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
      <Group gap="xs" wrap="wrap" className={classes.filters}>
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
            // Of projects, beside "Not closed": a plural where the language has one (Clôturés).
            { value: 'closed', label: t({ message: 'Closed', context: 'projects filter' }) },
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
      {stored === undefined || shownFlags === undefined ? (
        <DataLoading />
      ) : shown.length > 0 ? (
        <ProjectRows projects={shown} flags={shownFlags} />
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
