import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/*
 * The server names plus-crew value types by caption (SPEC §7: Target Border, Team Bonus,
 * Actual Turnover, Staff Hours, Target Turnover) and data sources by name, in English (the
 * English messages keep those words). The known ones are read in the person's language; a
 * tenant's own one shows as the server sent it.
 */
const VALUE_TYPE_LABELS: Record<string, MessageDescriptor> = {
  'Target Border': msg({ message: 'Target Border', context: 'plus-crew value type' }),
  'Team Bonus': msg({ message: 'Team Bonus', context: 'plus-crew value type' }),
  'Actual Turnover': msg({ message: 'Actual Turnover', context: 'plus-crew value type' }),
  'Staff Hours': msg({ message: 'Staff Hours', context: 'plus-crew value type' }),
  'Target Turnover': msg({ message: 'Target Turnover', context: 'plus-crew value type' }),
};

const DATA_SOURCE_LABELS: Record<string, MessageDescriptor> = {
  'Typed in': msg({ message: 'Typed in', context: 'plus-crew data source' }),
  'Till import': msg({ message: 'Till import', context: 'plus-crew data source' }),
};

/** A value type's caption in the person's language when it is one SPEC names. */
export function valueTypeLabel(caption: string, i18n: I18n): string {
  const label = VALUE_TYPE_LABELS[caption];
  return label ? i18n._(label) : caption;
}

/** A data source's name in the person's language when it is one of the platform's own. */
export function dataSourceLabel(name: string, i18n: I18n): string {
  const label = DATA_SOURCE_LABELS[name];
  return label ? i18n._(label) : name;
}
