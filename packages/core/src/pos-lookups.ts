import { z } from 'zod';

/** The POS's lookups (orders-and-pos.md section 7), as the server answers them and the till reads them. */

/** A menu's price at each outlet (GET /restoorderho/menuoutlet). */
export const menuOutletRowSchema = z.object({
  menuid: z.number(),
  outletid: z.number(),
  outletname: z.string(),
  hargajual: z.number(),
  kenapajak: z.number(),
});
export type MenuOutletRow = z.infer<typeof menuOutletRowSchema>;

/** The menu categories the till's tabs show (GET /restoorderho/menucategory). */
export const menuCategoryRowSchema = z.object({ categid: z.string(), categname: z.string(), nourut: z.number() });
export type PosCategory = z.infer<typeof menuCategoryRowSchema>;

/** The payment types of the payment step (GET /restoorderho/paymenttype); `iscash` takes the change. */
export const paymentTypeRowSchema = z.object({
  codepayment: z.string(),
  namepayment: z.string(),
  kodeacc: z.string(),
  iscash: z.boolean(),
  nourut: z.number(),
});
export type PosPaymentType = z.infer<typeof paymentTypeRowSchema>;
