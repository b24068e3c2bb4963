import { Button, FileButton, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IMAGE_DATA_URL_MAX_CHARS } from '@saji/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useT } from '../lib/i18n';
import { notifyError } from '../lib/notify';

/**
 * The spec's upload box: at most 160x100. Every picture is drawn smaller here (a GIF keeps its first
 * frame), so little travels; the server checks the bytes and redraws them again. SVG is not accepted.
 */
export const IMAGE_MAX_WIDTH = 160;
export const IMAGE_MAX_HEIGHT = 100;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The file is not a readable image.'));
    img.src = src;
  });
}

/** Scales an image down (never up) to fit the box, keeping its aspect ratio, and returns a data URL. */
export async function resizeImage(file: File, maxWidth = IMAGE_MAX_WIDTH, maxHeight = IMAGE_MAX_HEIGHT): Promise<string> {
  if (!ACCEPT.split(',').includes(file.type)) throw new Error('Only PNG, JPEG, GIF or WebP images can be uploaded.');
  const original = await readAsDataUrl(file);
  const img = await loadImage(original);
  const scale = Math.min(1, maxWidth / img.naturalWidth, maxHeight / img.naturalHeight);
  const width = Math.max(1, Math.round(img.naturalWidth * scale));
  const height = Math.max(1, Math.round(img.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
  // JPEG stays JPEG at quality 1 (the spec's setting); everything else becomes PNG to keep transparency.
  return file.type === 'image/jpeg' ? canvas.toDataURL('image/jpeg', 1) : canvas.toDataURL('image/png');
}

const text = {
  choose: { id: 'Pilih gambar', en: 'Choose image' },
  none: { id: 'Belum ada gambar', en: 'No image' },
  tooLarge: { id: 'Gambar terlalu besar.', en: 'The image is too large.' },
};

export interface ImageUploadProps {
  label: string;
  /** None yet: null (or absent, as a form's input props give it before a value is set). */
  value?: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: React.ReactNode;
}

/**
 * Picks an image, resizes it here in the browser and hands back a data URL; the server checks the
 * bytes again. `value` may also be the address of the stored picture, which is shown and sent back as
 * it is (the server keeps that picture).
 */
export function ImageUpload({ label, value, onChange, error }: ImageUploadProps) {
  const t = useT();
  const pick = async (file: File | null) => {
    if (!file) return;
    try {
      const dataUrl = await resizeImage(file);
      if (dataUrl.length > IMAGE_DATA_URL_MAX_CHARS) throw new Error(t(text.tooLarge));
      onChange(dataUrl);
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="sm" align="center" mt={4}>
        <Paper
          withBorder
          w={IMAGE_MAX_WIDTH + 8}
          h={IMAGE_MAX_HEIGHT + 8}
          p={4}
          radius="sm"
          style={{ display: 'grid', placeItems: 'center' }}
        >
          {value ? (
            <Image src={value} alt={label} maw={IMAGE_MAX_WIDTH} mah={IMAGE_MAX_HEIGHT} fit="contain" data-testid="image-preview" />
          ) : (
            <Text size="xs" c="dimmed">
              {t(text.none)}
            </Text>
          )}
        </Paper>
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={18} />}>
              {t(text.choose)}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" leftSection={<IconX size={18} />} onClick={() => onChange(null)}>
            {t('remove')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
