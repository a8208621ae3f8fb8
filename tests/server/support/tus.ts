/**
 * tus requests with plain fetch, as a browser's tus client sends them (docs/files.md, "Resumable
 * uploads"): creation, chunks, offsets and cancel, each with the bearer token.
 */
import { API } from './server.js';

export const TUS = `${API}/files/tus`;

/** An Upload-Metadata header: keys and base64 values. */
export function tusMetadata(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

export interface TusAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The envelope, when the answer is one. */
  envelope: { code?: number; data?: { reason?: string; fields?: { field: string; reason: string }[] } } | null;
}

async function answer(response: Response): Promise<TusAnswer> {
  const text = await response.text();
  let envelope: TusAnswer['envelope'] = null;
  try {
    envelope = JSON.parse(text) as TusAnswer['envelope'];
  } catch {
    envelope = null;
  }
  return { status: response.status, headers: response.headers, text, envelope };
}

const base = (token?: string): Record<string, string> => ({
  'Tus-Resumable': '1.0.0',
  ...(token && { Authorization: `Bearer ${token}` }),
});

export interface Creation {
  purpose?: string;
  filename?: string;
  length?: number | null;
  headers?: Record<string, string>;
}

export function tusClient(baseUrl: string) {
  return {
    async create(token: string | undefined, { purpose, filename = 'file.bin', length = 10, headers = {} }: Creation) {
      const pairs: Record<string, string> = { filename };
      if (purpose !== undefined) pairs.purpose = purpose;
      const sent: Record<string, string> = { ...base(token), 'Upload-Metadata': tusMetadata(pairs), ...headers };
      if (length !== null) sent['Upload-Length'] = String(length);
      return answer(await fetch(`${baseUrl}${TUS}`, { method: 'POST', headers: sent }));
    },
    async patch(token: string | undefined, location: string, offset: number, bytes: Uint8Array) {
      const headers = { ...base(token), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' };
      return answer(await fetch(`${baseUrl}${location}`, { method: 'PATCH', headers, body: new Uint8Array(bytes) }));
    },
    async head(token: string | undefined, location: string) {
      return answer(await fetch(`${baseUrl}${location}`, { method: 'HEAD', headers: base(token) }));
    },
    async remove(token: string | undefined, location: string) {
      return answer(await fetch(`${baseUrl}${location}`, { method: 'DELETE', headers: base(token) }));
    },
  };
}

/** The upload id: the last segment of the Location tus answered. */
export const uploadIdOf = (location: string) => location.split('/').pop()!;
