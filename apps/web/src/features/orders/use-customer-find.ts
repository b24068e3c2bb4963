import { type Customer, normalizePhone, phonePrefix } from '@saji/core';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import type { DeliveryInfo } from './order-draft';
import { posApi } from './orders.api';

export type FindState = 'idle' | 'busy' | 'known' | 'new' | 'matches' | 'none' | 'short';

/** Fewer digits match too many customers to be worth a list. */
const MIN_PREFIX_DIGITS = 3;
const MATCH_LIMIT = 6;

/**
 * The delivery form's Find: a full number fills the customer it belongs to, or empties what an earlier
 * find filled (a new number is a new customer, never the previous one under another phone); part of a
 * number lists the customers whose numbers start so.
 */
export function useCustomerFind(value: DeliveryInfo, onChange: (v: DeliveryInfo) => void) {
  const [state, setState] = useState<FindState>('idle');
  const [matches, setMatches] = useState<Customer[]>([]);
  // The phone whose customer filled name and address: a different number must not keep them.
  const [filledFor, setFilledFor] = useState<string | null>(null);

  const fill = (c: Pick<Customer, 'PhoneNo' | 'customernm' | 'DeliveryAddr'>) => {
    onChange({ ...value, PhoneNo: c.PhoneNo, customernm: c.customernm, DeliveryAddr: c.DeliveryAddr ?? '' });
    setFilledFor(c.PhoneNo);
    setMatches([]);
    setState('known');
  };

  const searchPrefix = async (typed: string) => {
    const prefix = phonePrefix(typed);
    if (prefix.replace(/\D/g, '').length < MIN_PREFIX_DIGITS) return setState('short');
    setState('busy');
    const found = await api.get<{ list: Customer[] }>('/api/restocustomer', { PhoneNo: prefix, limit: MATCH_LIMIT, sortBy: 'PhoneNo' });
    setMatches(found.list);
    setState(found.list.length ? 'matches' : 'none');
  };

  const find = async () => {
    const typed = value.PhoneNo.trim();
    if (!typed) return;
    const phone = normalizePhone(typed);
    try {
      if (!phone) return await searchPrefix(typed);
      setState('busy');
      fill(await posApi.customerByPhone(phone));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        if (filledFor !== null) onChange({ ...value, customernm: '', DeliveryAddr: '' });
        setFilledFor(null);
        setState('new');
      } else {
        setState('idle');
        notifyError(err);
      }
    }
  };

  const typed = () => setState('idle');
  return { state, matches, find, fill, typed };
}
