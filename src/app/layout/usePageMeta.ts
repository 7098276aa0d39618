import { useMatches, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useEntityName } from '../../db/useEntityName';
import { entityTitleText } from './entityTitle';

/**
 * The header's title: the name of the entity the page shows once the device holds it, else
 * the title of the deepest matched route that names one (also while the entity loads).
 * `entityName` is the bare name inside the title, when it holds one.
 */
export function usePageTitle(): { title: string; entityName: string | null } {
  const { i18n } = useLingui();
  const matches = useMatches();
  const match = matches.findLast((m) => m.staticData.title !== undefined);
  const entity = match?.staticData.entity ?? null;
  const params = (match?.params ?? {}) as Record<string, string | undefined>;
  const key = entity ? (params[entity.param] ?? null) : null;
  const name = useEntityName(entity?.kind ?? null, key);
  if (entity && name) {
    return { title: entityTitleText(i18n, entity.wording, name), entityName: name };
  }
  const title = match?.staticData.title;
  return { title: title ? i18n._(title) : '', entityName: null };
}

export function useLocationParts(): { pathname: string; searchStr: string } {
  return useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
    structuralSharing: true,
  });
}
