import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PlannerCrewLists } from '../../../db/plannerCrewHooks';
import type { PlannerCrewFilters } from './plannerCrewFilters';
import classes from './PlannerCrew.module.css';

type Props = {
  lists: PlannerCrewLists;
  filters: PlannerCrewFilters;
  onChange: (next: PlannerCrewFilters) => void;
};

/** The four filters of SPEC §2 side by side (two columns on a phone), each a multiple choice. */
export function PlannerCrewFilterBar({ lists, filters, onChange }: Props) {
  const { t } = useLingui();
  const byId = (items: { id: number; name: string }[]) =>
    items.map((i) => ({ value: String(i.id), label: i.name }));
  const byName = (items: { name: string }[]) =>
    [...new Set(items.map((i) => i.name))].map((name) => ({ value: name, label: name }));
  const common = {
    searchable: true,
    clearable: true,
    hidePickedOptions: true,
    nothingFoundMessage: t`Nothing found`,
    classNames: { input: classes.touch, option: classes.touch },
    comboboxProps: { withinPortal: true },
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <MultiSelect
        {...common}
        label={t`Crews`}
        data={byId(lists.crews)}
        value={filters.crews.map(String)}
        onChange={(v) => onChange({ ...filters, crews: v.map(Number) })}
      />
      <MultiSelect
        {...common}
        label={t`Functions`}
        data={byName(lists.functions)}
        value={filters.functions}
        onChange={(v) => onChange({ ...filters, functions: v })}
      />
      <MultiSelect
        {...common}
        label={t`Regions`}
        data={byId(lists.regions)}
        value={filters.regions.map(String)}
        onChange={(v) => onChange({ ...filters, regions: v.map(Number) })}
      />
      <MultiSelect
        {...common}
        label={t`Tags`}
        data={byName(lists.tags)}
        value={filters.tags}
        onChange={(v) => onChange({ ...filters, tags: v })}
      />
    </SimpleGrid>
  );
}
