/**
 * The document store: supporting documents as files under DATA_DIR/documents, outside anything the web
 * server serves (only the download route reads them, for the people allowed, as attachments).
 *
 * An upload is streamed to a temporary file (`tmp/`), counting its bytes and hashing them as they come:
 * at 25 MB it stops with the spec's message and the partial file is removed. Its first bytes must fit the
 * kind its name says. Only then is it flushed to disk and renamed into place under a random key, so a
 * crash mid-write leaves a temporary file and never a half-written document. Callers write the row after
 * the file is in place and delete the row before the file, so a row never names a missing file; a file
 * without a row (a crash between the two) is removed by `sweep`.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { DocumentContentType } from "../../db/schema/notice-documents-values.ts";
import { tooBigMessage } from "../../lib/forms/messages.ts";
import {
  cleanFileName,
  contentTypeOf,
  DOCUMENT_MESSAGES,
  documentExtension,
  looksLike,
  SNIFF_BYTES,
  UPLOAD_LIMIT_BYTES,
} from "./document-file.ts";

export interface StoredDocument {
  storageKey: string;
  fileName: string;
  contentType: DocumentContentType;
  byteSize: number;
  sha256: string;
}

export type StoreResult = { ok: true; document: StoredDocument } | { ok: false; message: string };

/** What an upload is: a name and its bytes as a stream (a posted File is one). */
export interface Upload {
  name: string;
  /** The size the client declared, for the message (the count of bytes read decides). */
  size?: number;
  stream(): ReadableStream<Uint8Array>;
}

const KEY = /^[0-9a-f]{32}$/;
const TEMP_MAX_AGE_MS = 3_600_000;

export class DocumentStore {
  readonly root: string;
  /** Refuse uploads of this many bytes or more (spec §5/§9: 25 MB or larger). */
  readonly limitBytes: number;

  constructor(root: string, { limitBytes = UPLOAD_LIMIT_BYTES }: { limitBytes?: number } = {}) {
    this.root = root;
    this.limitBytes = limitBytes;
  }

  /** Where a stored document's file is: two levels of directory from its key, so none grows huge. */
  pathOf(storageKey: string): string {
    if (!KEY.test(storageKey)) throw new Error(`not a document key: ${storageKey}`);
    return join(this.root, storageKey.slice(0, 2), storageKey);
  }

  private get tempDir(): string {
    return join(this.root, "tmp");
  }

  /**
   * Streams the upload to disk and checks it; the stored document, or why it was refused (with nothing
   * left behind). `beforeRename` is a test's way to stop in the middle.
   */
  async save(upload: Upload, options: { beforeRename?: () => Promise<void> } = {}): Promise<StoreResult> {
    const fileName = cleanFileName(upload.name);
    const extension = documentExtension(fileName);
    if (!extension) return { ok: false, message: DOCUMENT_MESSAGES.wrongType };
    const tooBig = (bytes: number) =>
      ({ ok: false, message: tooBigMessage(fileName, Math.max(bytes, upload.size ?? 0)) }) as const;
    if ((upload.size ?? 0) >= this.limitBytes) return tooBig(upload.size ?? 0);

    await mkdir(this.tempDir, { recursive: true });
    const storageKey = randomBytes(16).toString("hex");
    const temp = join(this.tempDir, `${storageKey}.part`);
    const handle = await open(temp, "wx", 0o600);
    let kept = false;
    try {
      const hash = createHash("sha256");
      const head: Uint8Array[] = [];
      let headBytes = 0;
      let byteSize = 0;
      const reader = upload.stream().getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          byteSize += value.byteLength;
          // Stop reading the moment the limit is reached: the rest is never written.
          if (byteSize >= this.limitBytes) return tooBig(byteSize);
          if (headBytes < SNIFF_BYTES) {
            head.push(value.subarray(0, SNIFF_BYTES - headBytes));
            headBytes += Math.min(value.byteLength, SNIFF_BYTES - headBytes);
          }
          hash.update(value);
          await handle.write(value);
        }
      } finally {
        await reader.cancel().catch(() => {});
      }
      if (byteSize === 0) return { ok: false, message: DOCUMENT_MESSAGES.empty };
      if (!looksLike(extension, Buffer.concat(head)))
        return { ok: false, message: DOCUMENT_MESSAGES.notWhatItSays };
      await handle.sync();
      await handle.close();
      await options.beforeRename?.();
      const path = this.pathOf(storageKey);
      await mkdir(join(path, ".."), { recursive: true });
      await rename(temp, path);
      kept = true;
      return {
        ok: true,
        document: {
          storageKey,
          fileName,
          contentType: contentTypeOf(extension),
          byteSize,
          sha256: hash.digest("hex"),
        },
      };
    } finally {
      await handle.close().catch(() => {});
      if (!kept) await rm(temp, { force: true });
    }
  }

  /** The document's bytes as a web stream (the download's body). */
  read(storageKey: string): ReadableStream<Uint8Array> {
    return Readable.toWeb(createReadStream(this.pathOf(storageKey))) as ReadableStream<Uint8Array>;
  }

  async exists(storageKey: string): Promise<boolean> {
    return stat(this.pathOf(storageKey)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** Removes a document's file (after its row is gone); a file already gone is no error. */
  async remove(storageKey: string): Promise<void> {
    await rm(this.pathOf(storageKey), { force: true });
  }

  /**
   * Removes what no row names: temporary files left by a crash mid-write and stored files whose row was
   * never written or has gone (a deleted draft takes its rows by cascade). Only files older than an hour,
   * so an upload under way is never touched. `known` says which of a list of keys have rows.
   */
  async sweep(
    known: (keys: string[]) => Promise<ReadonlySet<string>>,
    now = new Date(),
  ): Promise<{ removed: number }> {
    const cutoff = now.getTime() - TEMP_MAX_AGE_MS;
    const old = async (path: string) => (await stat(path).catch(() => null))?.mtimeMs ?? now.getTime();
    let removed = 0;
    for (const name of await readdir(this.tempDir).catch(() => [] as string[])) {
      const path = join(this.tempDir, name);
      if ((await old(path)) < cutoff) {
        await rm(path, { force: true });
        removed++;
      }
    }
    const shards = await readdir(this.root).catch(() => [] as string[]);
    for (const shard of shards.filter((name) => /^[0-9a-f]{2}$/.test(name))) {
      const keys = (await readdir(join(this.root, shard))).filter((name) => KEY.test(name));
      const stale: string[] = [];
      for (const key of keys) if ((await old(this.pathOf(key))) < cutoff) stale.push(key);
      if (stale.length === 0) continue;
      const named = await known(stale);
      for (const key of stale.filter((k) => !named.has(k))) {
        await this.remove(key);
        removed++;
      }
    }
    return { removed };
  }
}
