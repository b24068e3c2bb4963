import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { type MenuCategory, menuCategoryInputSchema } from '@saji/core';
import { FormActions } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { text } from './catalog.text';
import { useSaveCategory } from './menu-categories.api';

interface CategoryFormValues {
  categid: string;
  categname: string;
  nourut: number | string;
}

export interface CategoryFormProps {
  /** The category to edit; absent for a new one. */
  category?: MenuCategory;
  onClose: () => void;
}

/** Category Code, Category Name and Display Seq.#; editing may change the code (the menus follow it). */
export function CategoryForm({ category, onClose }: CategoryFormProps) {
  const t = useT();
  const save = useSaveCategory();
  const initial: CategoryFormValues = {
    categid: category?.categid ?? '',
    categname: category?.categname ?? '',
    nourut: category?.nourut ?? '',
  };
  const { form, submit } = useSchemaForm(menuCategoryInputSchema, initial, (data) =>
    save.mutate({ key: category?.categid, data }, { onSuccess: onClose }),
  );

  return (
    <Paper withBorder p="md" radius="sm" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3}>{category ? t(text.editCategory, { name: category.categname }) : t(text.addCategory)}</Title>
          <TextInput label={t(text.categid)} required maxLength={20} data-autofocus {...form.getInputProps('categid')} />
          <TextInput label={t(text.categname)} required maxLength={100} {...form.getInputProps('categname')} />
          <NumberField label={t(text.nourutField)} required w={200} {...form.getInputProps('nourut')} />
          <FormActions saving={save.isPending} onClose={onClose} closeLabel={text.closeForm} mt="xs" />
        </Stack>
      </form>
    </Paper>
  );
}
