// How bytes leave: an interface, so the browser uses XMLHttpRequest (real upload progress events)
// and tests drive the same uploader through Node's HTTP client against a real server.

export interface UploadRequest {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  timeout: number;
  /** Bytes sent so far and in total, as the transport reports them. */
  onProgress: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export interface UploadResponse {
  status: number;
  body: string;
  header: (name: string) => string | null;
}

/** Rejects with an UploadTransportError on network failure, timeout or abort. */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

export class UploadTransportError extends Error {
  constructor(readonly reason: 'network' | 'timeout' | 'aborted') {
    super(`upload ${reason}`);
    this.name = 'UploadTransportError';
  }
}

/** The browser transport: XMLHttpRequest, because fetch has no upload progress. */
export const xhrTransport: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeout;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(event.loaded, event.total);
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, body: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    xhr.onerror = () => reject(new UploadTransportError('network'));
    xhr.ontimeout = () => reject(new UploadTransportError('timeout'));
    xhr.onabort = () => reject(new UploadTransportError('aborted'));
    request.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(request.form);
  });
