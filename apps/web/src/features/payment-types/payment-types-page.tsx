import { Badge } from '@mantine/core';
import type { PaymentType } from '@saji/core';
import { useState } from 'react';
import { ListScreen } from '../../components/list-screen';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { PaymentTypeForm } from './payment-type-form';
import { paymentTypeList, useDeletePaymentType } from './payment-types.api';
import { text } from './payment-types.text';

/** Restaurant Payment Type: the list and the add/edit form side by side on one screen. */
export function PaymentTypesPage() {
  const t = useT();
  const canWrite = useCan('catalog.write');
  // The form's type and a count of its resets: a save or New Type clears it, also when it was new.
  const [editing, setEditing] = useState<{ type?: PaymentType; n: number }>({ n: 0 });
  const clear = () => setEditing((e) => ({ n: e.n + 1 }));
  const deletion = useDeletePaymentType();
  const screen = useListScreen({
    source: paymentTypeList,
    id: 'codepayment',
    remove: {
      // A deleted type leaves the form too.
      mutate: (code: string, options) =>
        deletion.mutate(code, {
          onSuccess: () => {
            options?.onSuccess?.();
            if (editing.type?.codepayment === code) clear();
          },
        }),
    },
  });
  const edit = (type: PaymentType) => setEditing((e) => ({ type, n: e.n + 1 }));
  return (
    <ListScreen<PaymentType>
      screen={screen}
      title={t(text.title)}
      actions={{ edit: canWrite && edit, delete: canWrite, where: 'rows' }}
      onSelect={canWrite ? edit : undefined}
      pageSizes={[15]}
      aside={
        canWrite && (
          <PaymentTypeForm
            key={editing.n}
            type={editing.type}
            onDone={() => {
              screen.select(null);
              clear();
            }}
          />
        )
      }
      columns={[
        // Fixed widths for the short columns leave the rest to the names, so the list and
        // its actions fit beside the form at 1280 pixels.
        { accessor: 'codepayment', title: t(text.codepayment), sortable: true, width: 140 },
        { accessor: 'namepayment', title: t(text.namepayment), sortable: true },
        {
          accessor: 'kodeacc',
          title: t(text.kodeacc),
          sortable: true,
          render: (p) => `${p.kodeacc}${p.kodeaccNm ? ` · ${p.kodeaccNm}` : ''}`,
        },
        { accessor: 'nourut', title: t(text.seq), sortable: true, textAlign: 'right', width: 76 },
        {
          accessor: 'iscash',
          title: t(text.cash),
          sortable: true,
          textAlign: 'center',
          width: 76,
          render: (p) =>
            p.iscash ? (
              <Badge variant="light" color="green" tt="none">
                {t('yes')}
              </Badge>
            ) : null,
        },
      ]}
    />
  );
}
