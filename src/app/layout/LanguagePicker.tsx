import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/languages';
import { pickLanguage } from '../../i18n/languageChoice';

export function LanguagePicker({ value }: { value: Locale }) {
  const { t } = useLingui();
  return (
    <NativeSelect
      label={t`Language`}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={value}
      data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      onChange={(e) => void pickLanguage(e.currentTarget.value)}
    />
  );
}
