import { unwrapEnvelope, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './envelope';
import { PlatformError } from './errors';

export interface XhrUploadInput {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress: (ratio: number) => void;
  timeoutMs: number;
}

/**
 * A multipart POST through XMLHttpRequest, the only browser API that reports upload progress over HTTP/1.1
 * (fetch upload streams need HTTP/2). Answers the envelope's `data`, or rejects with a PlatformError.
 */
export function xhrUpload({ url, headers, body, onProgress, timeoutMs }: XhrUploadInput): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      try {
        const data = unwrapEnvelope(xhr.status, xhr.responseText);
        onProgress(1);
        resolve(data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new PlatformError(0, NETWORK_ERROR_MESSAGE));
    xhr.ontimeout = () => reject(new PlatformError(0, TIMEOUT_MESSAGE));
    xhr.send(body);
  });
}
