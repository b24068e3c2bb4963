import { setFormMessageLanguage } from '@saji/core';
import { useSyncExternalStore } from 'react';
import { setFormatLanguage } from './format';

/**
 * A tiny bilingual dictionary. Shared words live in `common` below; a feature keeps its own texts
 * next to its screens as `{ id, en }` pairs (see features/outlets/outlets.text.ts) and passes them to
 * `t()`, so features never edit one shared file. The spec's messages (toasts, warnings) stay in
 * English in every language: they are the spec's catalogue, shared with the server.
 */
export type Lang = 'id' | 'en';
export type Text = { id: string; en: string };

export const common = {
  add: { id: 'Tambah', en: 'Add' },
  edit: { id: 'Ubah', en: 'Edit' },
  delete: { id: 'Hapus', en: 'Delete' },
  export: { id: 'Ekspor', en: 'Export' },
  close: { id: 'Tutup', en: 'Close' },
  save: { id: 'Simpan', en: 'Save' },
  cancel: { id: 'Batal', en: 'Cancel' },
  back: { id: 'Kembali', en: 'Back' },
  next: { id: 'Lanjut', en: 'Next' },
  clear: { id: 'Hapus isian', en: 'Clear' },
  search: { id: 'Cari', en: 'Search' },
  filter: { id: 'Filter', en: 'Filter' },
  applyFilter: { id: 'Terapkan Filter', en: 'Apply Filter' },
  clearFilter: { id: 'Bersihkan Filter', en: 'Clear Filter' },
  actions: { id: 'Aksi', en: 'Actions' },
  columns: { id: 'Kolom', en: 'Columns' },
  no: { id: 'No.', en: 'No.' },
  yes: { id: 'Ya', en: 'Yes' },
  notYes: { id: 'Tidak', en: 'No' },
  all: { id: 'SEMUA', en: 'ALL' },
  active: { id: 'Aktif', en: 'Active' },
  noRecords: { id: 'Tidak ada data', en: 'No records' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  recordsPerPage: { id: 'Baris per halaman', en: 'Records per page' },
  ofTotal: { id: 'dari', en: 'of' },
  select: { id: 'Pilih', en: 'Select' },
  upload: { id: 'Unggah', en: 'Upload' },
  remove: { id: 'Buang', en: 'Remove' },
  signOut: { id: 'Keluar', en: 'Sign out' },
  language: { id: 'Bahasa', en: 'Language' },
  allOutlets: { id: 'Semua outlet', en: 'All outlets' },
  activeDate: { id: 'Tanggal aktif', en: 'Active date' },
} satisfies Record<string, Text>;
export type CommonKey = keyof typeof common;

const STORAGE_KEY = 'saji.lang';
const listeners = new Set<() => void>();

function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'id' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('id') ? 'id' : 'en';
}

let current: Lang = initialLang();
document.documentElement.lang = current;
setFormMessageLanguage(current);
setFormatLanguage(current);

/** The language of the screen now, for code outside React (form validation). */
export const currentLang = (): Lang => current;

export function setLang(lang: Lang): void {
  current = lang;
  setFormMessageLanguage(lang);
  setFormatLanguage(lang);
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  for (const l of listeners) l();
}

export function useLang(): Lang {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** `t('save')` for a shared word, `t(text.title)` for a feature's own text; `{name}` placeholders are filled from `vars`. */
export function useT() {
  const lang = useLang();
  return (text: Text | CommonKey, vars?: Record<string, string | number>) => {
    const entry = typeof text === 'string' ? common[text] : text;
    const s = entry[lang];
    return vars ? s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`)) : s;
  };
}
export type Translate = ReturnType<typeof useT>;
