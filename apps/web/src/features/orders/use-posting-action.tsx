import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { POSTING_OK, UNPOSTING_OK } from '@saji/core';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { orderAdminText as adminText, usePosting } from '../order-admin';
import type { OrderDraft } from './order-draft';

/** Spec 2.1: the form posts a completed order to accounting (or takes it back), then returns whence it came. */
export function usePostingAction(draft: OrderDraft | null, startNew: () => void) {
  const t = useT();
  const posting = usePosting();
  const navigate = useNavigate();
  const location = useLocation();
  const post = draft?.posting !== 1;
  const label = t(post ? adminText.postingTitle : adminText.unpostingTitle);
  const run = () => {
    if (!draft) return;
    modals.openConfirmModal({
      title: label,
      children: <Text size="sm">{t(post ? adminText.postingBody : adminText.unpostingBody, { orderno: draft.orderno ?? '' })}</Text>,
      labels: { confirm: t(adminText.confirm), cancel: t('cancel') },
      confirmProps: { size: 'md' },
      cancelProps: { size: 'md' },
      centered: true,
      zIndex: 400,
      onConfirm: () =>
        posting.mutate(
          { orderkey: draft.orderkey, post },
          {
            onSuccess: () => {
              notifySuccess(post ? POSTING_OK : UNPOSTING_OK);
              if (location.key !== 'default') navigate(-1);
              else startNew();
            },
            onError: (err) => notifyError(err, { long: true }),
          },
        ),
    });
  };
  return { label, run };
}
