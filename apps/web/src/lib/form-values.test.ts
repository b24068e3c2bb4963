import { menuInputSchema, outletInputSchema } from '@saji/core';
import { describe, expect, it } from 'vitest';
import { formValuesOf } from './form-values';

const MODIFIED = '2026-11-01T03:04:05.000Z';

describe('formValuesOf', () => {
  it('starts a new record cleared: flags at the schema default, keys and versions absent, the defaults given', () => {
    const values = formValuesOf<Record<string, unknown>>(outletInputSchema, undefined, {
      defaults: { ServiceAcc: '2101', ServiceAccNm: 'Service Charge', maxdinetime: 90, outletlogo: null },
      extra: ['ServiceAccNm'],
    });
    expect(values).toMatchObject({
      outletid: undefined,
      modified: undefined,
      outletname: '',
      servicepc: '',
      ServiceAcc: '2101',
      ServiceAccNm: 'Service Charge',
      maxdinetime: 90,
      aktif: true,
      kitchenorder: false,
      posprinter: '',
      outletlogo: null,
    });
  });

  it('reads a stored record: flags as booleans, nulls as empty inputs unless the default is null, rows with their own schema', () => {
    const values = formValuesOf<Record<string, unknown>>(
      menuInputSchema,
      {
        menuid: 7,
        menucode: 'M7',
        menusize: null,
        hargajualstd: 25000,
        kenapajakstd: 0,
        aktif: '0',
        menuimg: null,
        salesaccNm: null,
        modified: MODIFIED,
        outlets: [{ outletid: 2, outletname: 'Braga', alamat1: 'Jl. Braga', hargajual: 26000, kenapajak: 1 }],
      },
      { defaults: { kenapajakstd: true, menuimg: null }, extra: ['salesaccNm'] },
    );
    expect(values).toMatchObject({
      menuid: 7,
      menucode: 'M7',
      menusize: '',
      hargajualstd: 25000,
      kenapajakstd: false,
      aktif: false,
      menuimg: null,
      salesaccNm: '',
      outlets: [{ outletid: 2, outletname: 'Braga', alamat1: 'Jl. Braga', hargajual: 26000, kenapajak: true }],
    });
    expect(values).not.toHaveProperty('modified');
    // The way back is the schema: flags return to the wire's 0/1 and '0'/'1'.
    const wire = menuInputSchema.parse({ ...values, menuname: 'Soto', menucateg: 'FOOD', salesacc: '4101', menudesc: '<p>x</p>' });
    expect(wire).toMatchObject({ kenapajakstd: 0, aktif: '0', menusize: null, outlets: [{ outletid: 2, hargajual: 26000, kenapajak: 1 }] });
  });
});
