import { type schemaResolver, useForm } from '@mantine/form';
import { notifyInvalidForm } from './notify';
import { schemaValidator } from './schema-errors';

type FormSchema = Parameters<typeof schemaResolver>[0] & { parse(values: unknown): unknown };
// Whatever Mantine's useForm accepts as values (any object, interfaces included).
type FormValues = NonNullable<NonNullable<Parameters<typeof useForm>[0]>['initialValues']>;

/**
 * A form checked by the same zod schema the server validates with. Invalid: the fields are marked and
 * the spec's toast shows, nothing is sent. Valid: `send` gets the schema's output (its defaults and
 * conversions applied), which is the wire body. `onInvalid` replaces the toast where a form names
 * the one message that matters (the campaign form's list messages).
 */
export function useSchemaForm<Values extends FormValues, Schema extends FormSchema>(
  schema: Schema,
  initialValues: Values,
  send: (body: ReturnType<Schema['parse']>) => void,
  onInvalid: (errors: Record<string, unknown>) => void = () => notifyInvalidForm(),
) {
  const form = useForm<Values>({ initialValues, validate: schemaValidator<Values>(schema) });
  const submit = form.onSubmit((values) => send(schema.parse(values) as ReturnType<Schema['parse']>), onInvalid);
  return { form, submit };
}
