import { callPath, type FileCallDeclaration, type PathParams } from '@screener/contracts/call';
import { z } from 'zod';
import { currentAuthorizationHeader, readApiResponse } from './client';

/**
 * POST `/api/<path>` for an answer that is a file (a ticket or invoice PDF, a CSV export): its body
 * when it comes with the expected content type; otherwise the envelope's error, or an answer of
 * unknown shape, is thrown like any call's.
 */
export async function apiFileRequest(path: string, body: unknown, contentType: string): Promise<Blob> {
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: JSON.stringify(currentAuthorizationHeader(null)),
    },
    body: JSON.stringify(body ?? {}),
  });
  if (response.ok && response.headers.get('content-type')?.startsWith(contentType)) return response.blob();
  return readApiResponse(response, z.never());
}

/** A file call of the catalogue (decision record 0044): its path filled in with `params`, its body typed. */
export function callFile<Path extends string, B extends z.ZodType>(
  declaration: FileCallDeclaration<Path, B>,
  body: z.input<B>,
  contentType: string,
  params: PathParams<Path>,
): Promise<Blob> {
  return apiFileRequest(callPath(declaration.path, params), body, contentType);
}

/** Hands a file to the browser to save under the given name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
