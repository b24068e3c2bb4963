export interface NoteLine {
  qty: number;
  menuname: string;
}

/** The order header's note: quantity plus menu name per line, comma-joined ('2 Nasi Goreng, 1 Es Teh Manis'). */
export function orderNote(lines: readonly NoteLine[]): string {
  return lines.map((l) => `${l.qty} ${l.menuname.trim()}`).join(', ');
}
