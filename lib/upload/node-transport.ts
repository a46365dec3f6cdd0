// A Node transport for tests and scripts (never bundled into the app): encodes the form exactly as
// a browser would and reports progress as chunks are written to the socket.
import { request as httpRequest } from 'node:http';
import type { UploadTransport } from './transport';
import { UploadTransportError } from './transport';

const CHUNK = 16 * 1024;

export function nodeTransport(chunkSize = CHUNK): UploadTransport {
  return async (req) => {
    const encoded = new Request('http://encode.invalid/', { method: 'POST', body: req.form });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    return new Promise((resolve, reject) => {
      const out = httpRequest(req.url, {
        method: 'POST',
        headers: { ...req.headers, 'Content-Type': contentType, 'Content-Length': String(bytes.length) },
        timeout: req.timeout,
      });
      let failed = false;
      const fail = (reason: 'network' | 'timeout' | 'aborted') => {
        if (failed) return;
        failed = true;
        out.destroy();
        reject(new UploadTransportError(reason));
      };
      out.on('timeout', () => fail('timeout'));
      out.on('error', () => fail('network'));
      req.signal?.addEventListener('abort', () => fail('aborted'));
      out.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const header = (name: string) => {
            const value = res.headers[name.toLowerCase()];
            return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
          };
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), header });
        });
        res.on('error', () => fail('network'));
      });
      let offset = 0;
      const writeNext = () => {
        if (failed) return;
        if (offset >= bytes.length) {
          out.end();
          return;
        }
        const chunk = bytes.subarray(offset, offset + chunkSize);
        offset += chunk.length;
        out.write(chunk, () => {
          req.onProgress(offset, bytes.length);
          writeNext();
        });
      };
      writeNext();
    });
  };
}
