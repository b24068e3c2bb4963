import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { UNIT_SIZES } from '@saji/core';
import { NumberField } from '../../components/number-field';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { RecipeHeaderDraft } from './recipe-draft';
import { useMenuOptions } from './standard-production.api';
import { text } from './standard-production.text';

export interface RecipeHeaderFieldsProps {
  header: RecipeHeaderDraft;
  errors: Record<string, boolean>;
  view: boolean;
  total: number;
  perPortion: number;
  onField: <K extends keyof RecipeHeaderDraft>(field: K, value: RecipeHeaderDraft[K]) => void;
}

/** The recipe's header: name, output, portions, the menu it makes, and its costs (read-only, recalculated). */
export function RecipeHeaderFields({ header, errors, view, total, perPortion, onField }: RecipeHeaderFieldsProps) {
  const t = useT();
  const menus = useMenuOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <TextInput
        label={t(text.name)}
        required
        readOnly={view}
        value={header.stdrproductionname}
        error={errors.stdrproductionname}
        onChange={(e) => onField('stdrproductionname', e.currentTarget.value)}
      />
      <TextInput
        label={t(text.description)}
        readOnly={view}
        value={header.description}
        onChange={(e) => onField('description', e.currentTarget.value)}
      />
      <NumberField
        label={t(text.estimatedtotal)}
        required
        readOnly={view}
        decimals={2}
        value={header.estimatedtotal}
        error={errors.estimatedtotal}
        onChange={(v) => onField('estimatedtotal', v)}
      />
      <Select
        label={t(text.unitsize)}
        required
        readOnly={view}
        allowDeselect={false}
        data={[...UNIT_SIZES]}
        value={header.unitsize}
        onChange={(v) => onField('unitsize', (v ?? 'GR') as 'GR' | 'ML')}
      />
      <NumberField
        label={t(text.weightperportion)}
        required
        readOnly={view}
        decimals={2}
        value={header.weightperportion}
        error={errors.weightperportion}
        onChange={(v) => onField('weightperportion', v)}
      />
      <NumberField
        label={t(text.totalyield)}
        required
        readOnly={view}
        decimals={2}
        value={header.totalyield}
        error={errors.totalyield}
        onChange={(v) => onField('totalyield', v)}
      />
      <TextInput label={t(text.currency)} readOnly value={header.matauang} />
      <Select
        label={t(text.menu)}
        description={t(text.menuHint)}
        searchable
        clearable
        readOnly={view}
        data={(menus.data?.list ?? []).map((m) => ({ value: String(m.menuid), label: m.menuname }))}
        value={header.menuid || null}
        onChange={(v) => onField('menuid', v ?? '')}
      />
      <TextInput label={t(text.ttlnetto)} readOnly value={`${header.matauang} ${formatAmount(total)}`} data-testid="recipe-total" />
      <TextInput
        label={t(text.perPortion)}
        readOnly
        value={`${header.matauang} ${formatAmount(perPortion)}`}
        data-testid="recipe-per-portion"
      />
    </SimpleGrid>
  );
}
