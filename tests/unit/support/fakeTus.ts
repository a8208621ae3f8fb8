/**
 * A tus 1.0 server in memory, as tus-js-client's HTTP stack, with its file reader and URL storage:
 * enough to run the browser's upload wrapper without a network. It records every request with
 * its headers, and can drop the connection on the next PATCHes or refuse a creation.
 */
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  bodyBytes: number;
}

interface StagedUpload {
  length: number;
  offset: number;
  metadata: Record<string, string>;
}

function response(status: number, headers: Record<string, string> = {}, body = ''): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name) => headers[name.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
}

const decodeMetadata = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key, value = ''] = pair.split(' ');
        return [key, Buffer.from(value, 'base64').toString('utf8')];
      }),
  );

export class FakeTusServer implements HttpStack {
  readonly uploads = new Map<string, StagedUpload>();
  readonly requests: SeenRequest[] = [];
  /** PATCHes that fail as a dropped connection before anything arrives. */
  dropPatches = 0;
  /** The answer to the next creation instead of 201. */
  refuseCreation: { status: number; body: string } | null = null;
  /** Called after each request is answered (a test can pause or renew the token there). */
  afterRequest: (request: SeenRequest) => void = () => {};
  private count = 0;

  constructor(readonly endpoint: string) {}

  getName() {
    return 'FakeTusServer';
  }

  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    let onProgress: (bytes: number) => void = () => {};
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => void (headers[name] = value),
      getHeader: (name) => headers[name],
      setProgressHandler: (handler) => void (onProgress = handler),
      send: async (body: Blob | null) => {
        const seen = { method, url, headers: { ...headers }, bodyBytes: body?.size ?? 0 };
        this.requests.push(seen);
        const answer = this.answer(method, url, headers, body, onProgress);
        this.afterRequest(seen);
        return answer;
      },
      abort: async () => {},
      getUnderlyingObject: () => null,
    };
  }

  private answer(method: string, url: string, headers: Record<string, string>, body: Blob | null, onProgress: (bytes: number) => void) {
    const id = url.split('/').pop() ?? '';
    const upload = this.uploads.get(id);
    if (method === 'POST') {
      if (this.refuseCreation) {
        const { status, body: text } = this.refuseCreation;
        this.refuseCreation = null;
        return response(status, {}, text);
      }
      const created = (++this.count).toString(16).padStart(32, '0');
      this.uploads.set(created, { length: Number(headers['Upload-Length']), offset: 0, metadata: decodeMetadata(headers['Upload-Metadata']) });
      return response(201, { location: `${this.endpoint}/${created}` });
    }
    if (!upload) return response(404, {}, 'Not found');
    if (method === 'HEAD') return response(200, { 'upload-offset': String(upload.offset), 'upload-length': String(upload.length) });
    if (method === 'DELETE') {
      this.uploads.delete(id);
      return response(204);
    }
    if (this.dropPatches > 0) {
      this.dropPatches -= 1;
      throw new Error('socket hang up');
    }
    upload.offset += body?.size ?? 0;
    onProgress(body?.size ?? 0);
    return response(204, { 'upload-offset': String(upload.offset) });
  }
}

/** Reads a Blob by slices, as the browser's reader does. */
export const blobReader = {
  openFile: async (input: Blob) => ({
    size: input.size,
    slice: async (start: number, end: number) => ({ value: input.slice(start, end), done: end >= input.size }),
    close: () => {},
  }),
};

/** tus-js-client's URL storage in memory (the browser's is localStorage). */
export class MemoryUrlStorage {
  readonly entries = new Map<string, { fingerprint: string; upload: Record<string, unknown> }>();
  private count = 0;

  async findAllUploads() {
    return [...this.entries].map(([key, entry]) => ({ ...entry.upload, urlStorageKey: key })) as never[];
  }

  async findUploadsByFingerprint(fingerprint: string) {
    return [...this.entries]
      .filter(([, entry]) => entry.fingerprint === fingerprint)
      .map(([key, entry]) => ({ ...entry.upload, urlStorageKey: key })) as never[];
  }

  async removeUpload(key: string) {
    this.entries.delete(key);
  }

  async addUpload(fingerprint: string, upload: Record<string, unknown>) {
    const key = `tus::${fingerprint}::${++this.count}`;
    this.entries.set(key, { fingerprint, upload });
    return key;
  }
}
