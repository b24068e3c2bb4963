import { send, withQuery } from './api';
import { notifyError } from './notify';

/**
 * Downloads a server-made file (the .xlsx exports) through the same request path as every call, so
 * the session and CSRF headers apply, then saves it under `filename`. A failure shows the 10-second
 * export error toast and resolves to false.
 */
export async function downloadFile(path: string, filename: string, query?: Parameters<typeof withQuery>[1]): Promise<boolean> {
  try {
    const res = await send('GET', withQuery(path, query));
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers; a minute later is safe.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (err) {
    notifyError(err, { long: true });
    return false;
  }
}
