import { ActionIcon, Group, Input, Paper, Tooltip } from '@mantine/core';
import {
  IconBold,
  IconClearFormatting,
  IconH2,
  IconH3,
  IconH4,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
  IconUnlink,
} from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { type Text, useT } from '../lib/i18n';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  readOnly?: boolean;
  'data-testid'?: string;
}

/** A RichTextEditor's value, error and change bound to a form field holding the HTML. */
export function richTextBinding<F extends string>(
  form: {
    values: Record<F, string>;
    errors: Partial<Record<string, React.ReactNode>>;
    setValues(values: Partial<Record<F, string>>): void;
  },
  field: F,
): Pick<RichTextEditorProps, 'value' | 'onChange' | 'error'> {
  return {
    value: form.values[field],
    error: form.errors[field],
    onChange: (html) => form.setValues({ [field]: html } as Partial<Record<F, string>>),
  };
}

interface Command {
  label: Text;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  run: (askLink: () => string | null) => void;
  /** For inline styles: whether the selection already has it (the button shows pressed). */
  state?: string;
}

const exec = (command: string, arg?: string) => document.execCommand(command, false, arg);

const COMMANDS: Command[][] = [
  [
    { label: { id: 'Tebal', en: 'Bold' }, icon: IconBold, run: () => exec('bold'), state: 'bold' },
    { label: { id: 'Miring', en: 'Italic' }, icon: IconItalic, run: () => exec('italic'), state: 'italic' },
    { label: { id: 'Garis bawah', en: 'Underline' }, icon: IconUnderline, run: () => exec('underline'), state: 'underline' },
    { label: { id: 'Hapus format', en: 'Clear formatting' }, icon: IconClearFormatting, run: () => exec('removeFormat') },
  ],
  [
    { label: { id: 'Judul 2', en: 'Heading 2' }, icon: IconH2, run: () => exec('formatBlock', 'h2') },
    { label: { id: 'Judul 3', en: 'Heading 3' }, icon: IconH3, run: () => exec('formatBlock', 'h3') },
    { label: { id: 'Judul 4', en: 'Heading 4' }, icon: IconH4, run: () => exec('formatBlock', 'h4') },
  ],
  [
    { label: { id: 'Daftar', en: 'Bullet list' }, icon: IconList, run: () => exec('insertUnorderedList') },
    { label: { id: 'Daftar bernomor', en: 'Numbered list' }, icon: IconListNumbers, run: () => exec('insertOrderedList') },
  ],
  [
    {
      label: { id: 'Tautan', en: 'Link' },
      icon: IconLink,
      run: (askLink) => {
        const href = askLink();
        if (href && /^(https?:|mailto:)/i.test(href.trim())) exec('createLink', href.trim());
      },
    },
    { label: { id: 'Hapus tautan', en: 'Remove link' }, icon: IconUnlink, run: () => exec('unlink') },
  ],
];

/** What the editor holds, with an editor that shows nothing counted as empty (a required field stays unfilled). */
function contentOf(el: HTMLElement): string {
  return el.textContent?.trim() ? el.innerHTML : '';
}

/**
 * A small rich-text field on the browser's own editing (contentEditable), offering only what the
 * server's sanitiser keeps: bold, italic, underline, headings, lists and links. A full editor
 * framework weighs more than a whole screen's budget; the server's allow-list sanitiser is what
 * makes stored text safe, whatever a client sends. Pasted content arrives as plain text, so markup
 * from other pages never enters.
 */
export function RichTextEditor({ label, value, onChange, error, required, readOnly, ...rest }: RichTextEditorProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});

  // A value arriving from outside (an edit form that loaded) replaces what is shown; the editor's
  // own typing comes back equal and leaves the caret where it is.
  useEffect(() => {
    const el = ref.current;
    if (el && contentOf(el) !== value) el.innerHTML = value;
  }, [value]);

  useEffect(() => {
    if (readOnly) return;
    const update = () => {
      if (!ref.current?.contains(document.getSelection()?.anchorNode ?? null)) return;
      setActive(Object.fromEntries(COMMANDS.flat().flatMap((c) => (c.state ? [[c.state, document.queryCommandState(c.state)]] : []))));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [readOnly]);

  const emit = () => {
    if (ref.current) onChange(contentOf(ref.current));
  };

  const run = (command: Command) => {
    ref.current?.focus();
    // Headings and paragraphs as elements, not styled spans, so the sanitiser keeps them.
    exec('styleWithCSS', 'false');
    exec('defaultParagraphSeparator', 'p');
    command.run(() => window.prompt(t({ id: 'Alamat tautan (https://...)', en: 'Link address (https://...)' })));
    emit();
  };

  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Paper withBorder mt={4} radius="sm" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        {!readOnly && (
          <Group gap="xs" p={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            {COMMANDS.map((group) => (
              <ActionIcon.Group key={group[0].label.en}>
                {group.map((command) => (
                  <Tooltip key={command.label.en} label={t(command.label)} openDelay={400}>
                    <ActionIcon
                      variant={command.state && active[command.state] ? 'filled' : 'default'}
                      size="lg"
                      aria-label={t(command.label)}
                      aria-pressed={command.state ? Boolean(active[command.state]) : undefined}
                      // Keeps the selection in the editor: a click on the button must not take focus first.
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => run(command)}
                    >
                      <command.icon size={16} stroke={1.8} />
                    </ActionIcon>
                  </Tooltip>
                ))}
              </ActionIcon.Group>
            ))}
          </Group>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field cannot be a textarea; contentEditable with role textbox is the ARIA pattern for it */}
        <div
          ref={ref}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-label={label}
          aria-readonly={readOnly || undefined}
          contentEditable={!readOnly}
          suppressContentEditableWarning
          onInput={emit}
          onPaste={(e) => {
            e.preventDefault();
            exec('insertText', e.clipboardData.getData('text/plain'));
          }}
          style={{ minHeight: 120, padding: '8px 12px', outline: 'none', overflowWrap: 'anywhere' }}
          {...rest}
        />
      </Paper>
    </Input.Wrapper>
  );
}
