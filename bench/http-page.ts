/**
 * A page asked as a browser asks it — over a kept-alive connection, accepting brotli and gzip — and
 * decoded, so the time counted is the server's answer and the network's, plus the decoding a browser
 * does. The benchmarks used fetch() before: undici's WHATWG streams added 1.5–2.5 ms a page of the
 * client's own work (a zero-result results page: 6.9–8.1 ms by fetch, 4.7–6.1 by node:http; 2026-11-28).
 */
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface Page {
  status: number;
  body: Buffer;
}

/** The decoded body of an answer sent with `encoding` (br, gzip or none). */
export function decodeBody(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(raw);
  if (encoding === "gzip") return gunzipSync(raw);
  return raw;
}

export function getPage(url: string, acceptEncoding = "br, gzip"): Promise<Page> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        try {
          const body = decodeBody(Buffer.concat(chunks), response.headers["content-encoding"]);
          resolve({ status: response.statusCode ?? 0, body });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on("error", reject);
  });
}
