import { Button, Group, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type MenuCategory, menuCategoryInputSchema } from '@saji/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
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
  const form = useForm<CategoryFormValues>({
    initialValues: { categid: category?.categid ?? '', categname: category?.categname ?? '', nourut: category?.nourut ?? '' },
    validate: schemaResolver(menuCategoryInputSchema, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) => save.mutate({ key: category?.categid, data: menuCategoryInputSchema.parse(values) }, { onSuccess: onClose }),
    () => notifyInvalidForm(),
  );

  return (
    <Paper withBorder p="md" radius="sm" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3}>{category ? t(text.editCategory, { name: category.categname }) : t(text.addCategory)}</Title>
          <TextInput label={t(text.categid)} required maxLength={20} data-autofocus {...form.getInputProps('categid')} />
          <TextInput label={t(text.categname)} required maxLength={100} {...form.getInputProps('categname')} />
          <NumberInput
            label={t(text.nourutField)}
            required
            min={0}
            max={9999}
            allowDecimal={false}
            w={200}
            {...form.getInputProps('nourut')}
          />
          <Group gap="xs" mt="xs">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />}>
              {t('save')}
            </Button>
            <Button variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
              {t(text.closeForm)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
