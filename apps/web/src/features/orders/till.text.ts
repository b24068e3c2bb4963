import type { Text } from '../../lib/i18n';

/** The till's words added for the lunch-rush fixes (issue 18), kept apart from orders.text.ts. */
export const tillText = {
  phoneMatches: { id: 'Nomor yang cocok', en: 'Matching numbers' },
  noPhoneMatch: { id: 'Tidak ada pelanggan dengan nomor berawalan {p}', en: 'No customer has a number starting {p}' },
  phoneTooShort: { id: 'Ketik minimal 3 angka untuk mencari', en: 'Type at least 3 digits to search' },
} satisfies Record<string, Text>;
