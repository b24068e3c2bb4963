import { Center, Loader, Paper, Stack } from '@mantine/core';
import { REQUEST_DETAIL_MISSING, type StandardProductionDetail, standardProductionInputSchema, VIEW_MODE_SAVE } from '@saji/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormPage } from '../../components/form-actions';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { costsOf, type RecipeHeaderDraft, type RecipeLineDraft, withField } from './recipe-draft';
import { RecipeHeaderFields } from './recipe-header-fields';
import { RecipeLines } from './recipe-lines';
import { useRecipe, useSaveRecipe } from './standard-production.api';
import { text } from './standard-production.text';

/** Standard Production form (salesresto.standarproductionform): new, edit, or view with '?mode=view'. */
export function RecipeFormPage() {
  const { key } = useParams();
  const existing = key && key !== 'new' ? key : undefined;
  const detail = useRecipe(existing);
  if (existing && !detail.data) {
    return (
      <Center h={240}>
        <Loader />
      </Center>
    );
  }
  return <RecipeForm key={existing ?? 'new'} detail={detail.data} />;
}

const draftOf = (d?: StandardProductionDetail): { header: RecipeHeaderDraft; lines: RecipeLineDraft[] } => ({
  header: {
    stdrproductionkey: d?.header.stdrproductionkey,
    stdrproductionname: d?.header.stdrproductionname ?? '',
    description: d?.header.description ?? '',
    estimatedtotal: d?.header.estimatedtotal ?? '',
    unitsize: (d?.header.unitsize as 'GR' | 'ML') ?? 'GR',
    totalyield: d?.header.totalyield ?? '',
    weightperportion: d?.header.weightperportion ?? '',
    matauang: d?.header.matauang ?? 'IDR',
    menuid: d?.header.menuid ? String(d.header.menuid) : '',
  },
  // The current last price: saving prices the recipe again, as the server will.
  lines: (d?.lines ?? []).map((l, i) => ({ ...l, id: i + 1, unitprice: l.lastprice })),
});

function RecipeForm({ detail }: { detail?: StandardProductionDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = params.get('mode') === 'view';
  const [draft, setDraft] = useState(() => draftOf(detail));
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const save = useSaveRecipe();
  const { header, lines } = draft;
  const { costs, total, perPortion } = costsOf(lines, header.totalyield);
  const setField = <K extends keyof RecipeHeaderDraft>(field: K, value: RecipeHeaderDraft[K]) =>
    setDraft((d) => ({ ...d, header: withField(d.header, field, value) }));
  // Close goes back where the user came from, or to the list when the form was opened directly.
  const close = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/standard-production'));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (view) return notifyInvalidForm(VIEW_MODE_SAVE);
    const body = { ...header, mode: header.stdrproductionkey ? 'edit' : 'new', lines };
    const parsed = standardProductionInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), true])));
      // The missing lines are named only once the header is right; else the form's own message.
      const noLines = parsed.error.issues.every((i) => i.message === REQUEST_DETAIL_MISSING);
      return notifyInvalidForm(noLines ? REQUEST_DETAIL_MISSING : undefined);
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: close });
  };

  const title = view ? text.viewTitle : header.stdrproductionkey ? text.editTitle : text.addTitle;
  return (
    <FormPage onSubmit={submit} title={t(title)} saving={save.isPending} onClose={close}>
      <Paper withBorder p="md" radius="sm">
        <RecipeHeaderFields header={header} errors={errors} view={view} total={total} perPortion={perPortion} onField={setField} />
      </Paper>
      <Paper withBorder p="md" radius="sm">
        <Stack gap="sm">
          <RecipeLines lines={lines} costs={costs} readOnly={view} onChange={(next) => setDraft((d) => ({ ...d, lines: next }))} />
        </Stack>
      </Paper>
    </FormPage>
  );
}
