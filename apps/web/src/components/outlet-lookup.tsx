import type { Outlet } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { api, type ListEnvelope } from '../lib/api';
import { type Text, useT } from '../lib/i18n';
import { LookupModal, type LookupProps } from './lookup-modal';

const text = {
  title: { id: 'Daftar Outlet/Cabang', en: 'List of Outlet/Branch' },
  code: { id: 'Kode', en: 'Code' },
  outlet: { id: 'Outlet', en: 'Outlet' },
  address: { id: 'Alamat', en: 'Address' },
  province: { id: 'Provinsi', en: 'Province' },
  search: { id: 'Cari outlet', en: 'Search outlet' },
} satisfies Record<string, Text>;

type OutletRow = Pick<Outlet, 'outletid' | 'outletcode' | 'outletname' | 'alamat1' | 'alamat2' | 'provinsi'>;

/**
 * 'List of Outlet/Branch': all active outlets loaded at once (the spec filters them locally, 20 per
 * page). 100 is the server's largest page; a company with more outlets than that searches by name.
 */
export function OutletLookup(lookup: LookupProps<OutletRow>) {
  const t = useT();
  const outlets = useQuery({
    queryKey: ['outlets', 'lookup'],
    queryFn: () => api.get<ListEnvelope<OutletRow>>('/api/restooutlet', { aktif: '1', limit: 100 }),
    enabled: lookup.opened,
  });
  return (
    <LookupModal<OutletRow>
      {...lookup}
      title={t(text.title)}
      idAccessor="outletid"
      pageSize={20}
      searchFields={[{ name: 'q', label: text.search }]}
      source={{
        kind: 'local',
        records: outlets.data?.list ?? [],
        fetching: outlets.isFetching,
        match: (o, s) => {
          const q = s.q.trim().toLowerCase();
          return !q || [o.outletcode, o.outletname, o.alamat1, o.provinsi].some((v) => v.toLowerCase().includes(q));
        },
      }}
      columns={[
        { accessor: 'outletcode', title: t(text.code), width: 90 },
        { accessor: 'outletname', title: t(text.outlet) },
        { accessor: 'alamat1', title: t(text.address), render: (o) => `${o.alamat1} ${o.alamat2}` },
        { accessor: 'provinsi', title: t(text.province) },
      ]}
    />
  );
}
