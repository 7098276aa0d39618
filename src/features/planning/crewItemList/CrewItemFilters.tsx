import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CrewItemFilter, Option } from './crewItemListFilters';
import { PLANNING_STATUSES } from './crewItemListFilters';
import { usePlanningStatusLabel } from '../../../app/labels/usePlanningStatusLabel';
import { DateField } from '../../../app/form/DateField';
import classes from './CrewItemList.module.css';

type Props = {
  filter: CrewItemFilter;
  projects: Option[];
  functions: Option[];
  onChange: (next: CrewItemFilter) => void;
};

/** Date range, project, status and function; each change goes straight into the URL. */
export function CrewItemFilters({ filter, projects, functions, onChange }: Props) {
  const { t } = useLingui();
  const statusLabel = usePlanningStatusLabel();
  const set = (key: keyof CrewItemFilter, value: string | null) => {
    const next: Record<string, string> = { ...filter };
    if (value) next[key] = value;
    else delete next[key];
    onChange(next);
  };
  return (
    <>
      <SimpleGrid cols={2} spacing="xs">
        <DateField
          label={t`From`}
          value={filter.from ?? ''}
          onChange={(day) => set('from', day)}
          classNames={{ input: classes.touch }}
        />
        <DateField
          label={t`Until`}
          value={filter.to ?? ''}
          onChange={(day) => set('to', day)}
          classNames={{ input: classes.touch }}
        />
      </SimpleGrid>
      <Select
        label={t`Project`}
        placeholder={t`All projects`}
        data={projects}
        value={filter.project ?? null}
        onChange={(v) => set('project', v)}
        searchable
        clearable
        classNames={{ input: classes.touch }}
      />
      <SimpleGrid cols={2} spacing="xs">
        <Select
          label={t`Status`}
          placeholder={t`All statuses`}
          data={PLANNING_STATUSES.map((s) => ({ value: s, label: statusLabel(s).label }))}
          value={filter.status ?? null}
          onChange={(v) => set('status', v)}
          clearable
          classNames={{ input: classes.touch }}
        />
        <Select
          label={t`Function`}
          placeholder={t`All functions`}
          data={functions}
          value={filter.fn ?? null}
          onChange={(v) => set('fn', v)}
          searchable
          clearable
          classNames={{ input: classes.touch }}
        />
      </SimpleGrid>
      {Object.keys(filter).length > 0 && (
        <Group>
          <Button variant="subtle" className={classes.touch} onClick={() => onChange({})}>
            <Trans>Clear filters</Trans>
          </Button>
        </Group>
      )}
    </>
  );
}
