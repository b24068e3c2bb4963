import { Anchor, Group, Modal } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';
import { text } from './order-admin.text';

/**
 * Shows a server-rendered print (GET /api/printpreview/pdf/{id}, or another PDF address as `src`) in a
 * modal; the browser's own PDF viewer prints and downloads it. Every print of the back office opens
 * through this.
 */
export function PdfPreviewModal({
  id,
  src: given,
  title,
  onClose,
}: {
  id?: string | null;
  src?: string | null;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
  const src = given ?? (id ? `/api/printpreview/pdf/${id}` : '');
  return (
    <Modal opened={!!src} onClose={onClose} title={title} size="80rem" centered zIndex={450}>
      {src && (
        <>
          <iframe
            title={title}
            src={src}
            style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="pdf-preview"
          />
          <Group justify="flex-end" mt="xs">
            <Anchor href={src} target="_blank" rel="noopener" size="sm">
              <Group gap={4}>
                <IconExternalLink size={16} />
                {t(text.openPdf)}
              </Group>
            </Anchor>
          </Group>
        </>
      )}
    </Modal>
  );
}
