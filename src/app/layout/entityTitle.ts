import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EntityKind } from '../../db/entityNames';

/**
 * How a route names its entity in the header (SPEC §2: the title may come from the loaded
 * plus crew, crew, document, project or form). `param` is the path parameter holding the
 * entity's number or id; `wording` says what the page is of it: the entity itself, or its
 * settings or daily figures, which keep saying so beside the name.
 */
export type EntityTitle = {
  kind: EntityKind;
  param: string;
  wording?: 'name' | 'settings' | 'dailyFigures';
};

export function entityTitleText(
  i18n: I18n,
  wording: EntityTitle['wording'] = 'name',
  name: string,
): string {
  switch (wording) {
    case 'name':
      return name;
    case 'settings':
      return i18n._(msg`Settings: ${name}`);
    case 'dailyFigures':
      return i18n._(msg`Daily figures: ${name}`);
  }
}
