import { SegmentedControl } from '@mantine/core';
import { type Lang, setLang, useLang, useT } from '../lib/i18n';

export function LanguageSwitch() {
  const lang = useLang();
  const t = useT();
  return (
    <SegmentedControl
      size="sm"
      aria-label={t('language')}
      value={lang}
      onChange={(v) => setLang(v as Lang)}
      data={[
        { value: 'id', label: 'ID' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
