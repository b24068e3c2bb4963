/** A 2x2 PNG: the server redraws every upload (SVG is refused), so what is stored is small whatever is sent. */
const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==';

export interface BenchMenu {
  menucode: string;
  menuname: string;
  menusize: string;
  menucateg: string;
  hargajualstd: number;
}

type Request = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

/** `count` menus with a picture, at the standard price in every outlet, written by four clients at once through the API as an admin. */
export async function addMenus(request: Request, count: number, menu: (i: number) => BenchMenu): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (next < count) {
      const i = next++;
      const res = await request('POST', '/api/restomenu', {
        ...menu(i),
        menudesc: '<p>Bench menu</p>',
        salesacc: '41',
        kenapajakstd: 1,
        menuimg: IMAGE,
        aktif: '1',
        outlets: [],
      });
      if (res.status !== 200) throw new Error(`menu ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, writer));
}
