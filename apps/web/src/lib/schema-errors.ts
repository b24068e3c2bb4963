import { schemaResolver } from '@mantine/form';
import { formMessageIn } from '@saji/core';
import { currentLang } from './i18n';

type FormSchema = Parameters<typeof schemaResolver>[0];

/** A field error of the shared schemas ('at least 0') in the screen's language ('Minimal 0'). */
export const fieldMessage = (message: string) => formMessageIn(message, currentLang());

/**
 * Mantine's validator over a shared zod schema, its messages in the screen's language: the schemas
 * write their own in English for the API ('required', 'at least 1'), and a form shows them translated.
 */
export function schemaValidator<Values>(schema: FormSchema) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Values) =>
    Object.fromEntries(
      Object.entries(resolve(values)).map(([field, error]) => [field, typeof error === 'string' ? fieldMessage(error) : error]),
    );
}
