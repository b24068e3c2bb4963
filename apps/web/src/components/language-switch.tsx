import { setLang, useLang, useT } from '../lib/i18n';
import { ChoiceSwitch } from './choice-switch';

export function LanguageSwitch() {
  const lang = useLang();
  const t = useT();
  return <ChoiceSwitch size="sm" aria-label={t('language')} value={lang} onChange={setLang} labels={{ id: 'ID', en: 'EN' }} />;
}
