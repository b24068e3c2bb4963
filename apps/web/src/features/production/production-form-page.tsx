import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ISSUED_DETAIL_MISSING, productionInputSchema, sumCosts } from '@saji/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormPage } from '../../components/form-actions';
import { LookupModal, type LookupProps } from '../../components/lookup-modal';
import { OutletField } from '../../components/outlet-field';
import { useProfile } from '../../lib/auth';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { type StandardProductionRow, useSaveProduction } from './production.api';
import { text } from './production.text';
import { ProductionLinesTable } from './production-lines-table';

type Line = StandardProductionRow & { lineno: number; remark: string };

/** The production form: inventory issued at an outlet on a date, one line per batch of a standard production. */
export function ProductionFormPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [head, setHead] = useState({
    productiondate: profile?.tglaktif ?? new Date().toISOString().slice(0, 10),
    outletid: profile?.outletid ? String(profile.outletid) : '',
    outletname: profile?.outletname ?? '',
  });
  const [lines, setLines] = useState<Line[]>([]);
  const [lookup, setLookup] = useState(false);
  const save = useSaveProduction();
  const renumber = (ls: Line[]) => ls.map((l, i) => ({ ...l, lineno: i + 1 }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      productiondate: head.productiondate,
      outletid: head.outletid,
      lines: lines.map((l) => ({ stdrproductionkey: l.stdrproductionkey, remark: l.remark })),
    };
    const parsed = productionInputSchema.safeParse(body);
    if (!parsed.success)
      return notifyInvalidForm(parsed.error.issues.every((i) => i.message === ISSUED_DETAIL_MISSING) ? ISSUED_DETAIL_MISSING : undefined);
    save.mutate(parsed.data, { onSuccess: (saved) => navigate(`/production/detail/${saved.productionkey}`) });
  };

  return (
    <FormPage onSubmit={submit} title={t(text.formTitle)} saving={save.isPending} onClose={() => navigate('/production')}>
      <Paper withBorder p="md" radius="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DateInput
            label={t(text.productionDate)}
            required
            valueFormat="DD-MMM-YYYY"
            value={head.productiondate || null}
            error={!head.productiondate || undefined}
            onChange={(v) => setHead({ ...head, productiondate: v ?? '' })}
          />
          <OutletField
            label={t(text.outlet)}
            required
            outletid={head.outletid}
            outletname={head.outletname}
            onChange={(o) => setHead({ ...head, ...o })}
          />
          <TextInput
            label={t(text.totalCost)}
            readOnly
            value={`IDR ${formatAmount(sumCosts(lines.map((l) => l.ttlnetto)))}`}
            data-testid="production-form-total"
          />
        </SimpleGrid>
      </Paper>
      <Group justify="space-between">
        <Text fw={600}>{t(text.recipe)}</Text>
        <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setLookup(true)}>
          {t(text.addLine)}
        </Button>
      </Group>
      <ProductionLinesTable<Line>
        lines={lines}
        empty={t(text.noLines)}
        extra={[
          {
            accessor: 'remark',
            title: t(text.remark),
            render: (l) => (
              <TextInput
                size="xs"
                aria-label={`${t(text.remark)} ${l.lineno}`}
                value={l.remark}
                onChange={(e) => {
                  const remark = e.currentTarget.value;
                  setLines((ls) => ls.map((x) => (x.lineno === l.lineno ? { ...x, remark } : x)));
                }}
              />
            ),
          },
          {
            accessor: 'actions',
            title: '',
            width: 50,
            render: (l) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('delete')} ${l.lineno}`}
                onClick={() => setLines((ls) => renumber(ls.filter((x) => x.lineno !== l.lineno)))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            ),
          },
        ]}
      />
      <RecipeLookup
        opened={lookup}
        onClose={() => setLookup(false)}
        onSelect={(r) => setLines((ls) => renumber([...ls, { ...r, lineno: 0, remark: '' }]))}
      />
    </FormPage>
  );
}

/** The standard production lookup: searched by name or description on the server. */
function RecipeLookup(lookup: LookupProps<StandardProductionRow>) {
  const t = useT();
  return (
    <LookupModal<StandardProductionRow>
      {...lookup}
      title={t(text.recipeLookup)}
      idAccessor="stdrproductionkey"
      pageSize={10}
      searchFields={[{ name: 'searchtxt', label: text.recipe }]}
      source={{ kind: 'server', key: 'standardproduction', path: '/api/standardproduction', sortBy: 'stdrproductionname' }}
      columns={[
        { accessor: 'stdrproductionname', title: t(text.recipe) },
        { accessor: 'totalyield', title: t(text.totalyield), textAlign: 'right' },
        { accessor: 'ttlnetto', title: t(text.totalCost), textAlign: 'right', render: (r) => formatAmount(r.ttlnetto) },
      ]}
    />
  );
}
