/**
 * Compresses the built assets once, at the best ratio each format allows: `<file>.br` (brotli, quality 11)
 * and `<file>.gz` (zopfli) beside each compressible file, for server/precompressed-assets.ts to send.
 * Zopfli is slow (~1 s for the framework chunk), so the forms are kept in a cache by the content's hash:
 * a rebuild (every `npm start`) compresses only what changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { brotliCompress, constants } from "node:zlib";
import { COMPRESSIBLE, FORMS, filesUnder } from "../server/precompressed-assets.ts";

const brotli = promisify(brotliCompress);

type Encoding = (typeof FORMS)[number]["encoding"];

/** Zopfli on as many threads as the machine has cores (it is most of the build's compression time). */
class ZopfliPool {
  private readonly workers: Worker[];
  private readonly idle: Worker[];
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<
    number,
    { resolve: (out: Buffer) => void; reject: (e: unknown) => void }
  >();
  private nextId = 0;

  constructor(size = Math.max(1, Math.min(availableParallelism(), 4))) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(new URL("./zopfli-worker.ts", import.meta.url));
      worker.on("message", ({ id, out }: { id: number; out: Uint8Array }) => {
        this.pending.get(id)?.resolve(Buffer.from(out.buffer, out.byteOffset, out.byteLength));
        this.pending.delete(id);
        this.idle.push(worker);
        this.waiting.shift()?.();
      });
      // A thread that fails fails the build: every file still waiting is refused.
      worker.on("error", (error) => {
        for (const { reject } of this.pending.values()) reject(error);
        this.pending.clear();
      });
      return worker;
    });
    this.idle = [...this.workers];
  }

  async gzip(bytes: Buffer): Promise<Buffer> {
    while (this.idle.length === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const worker = this.idle.pop()!;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, bytes: new Uint8Array(bytes) });
    });
  }

  close(): Promise<unknown> {
    return Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** The two compressed forms of one file's bytes. */
async function compressAsset(bytes: Buffer, zopfli: ZopfliPool): Promise<Record<Encoding, Buffer>> {
  const [br, gzip] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    zopfli.gzip(bytes),
  ]);
  return { br, gzip };
}

/** Written aside and renamed: a build stopped half-way leaves no half a file in the cache. */
function writeWhole(path: string, bytes: Buffer) {
  writeFileSync(`${path}.part`, bytes);
  renameSync(`${path}.part`, path);
}

export interface PrecompressReport {
  files: number;
  fromCache: number;
  bytes: number;
  /** Bytes written of each form. */
  written: Record<Encoding, number>;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`, however small (compressing
 * costs nothing per request here); a form no smaller than the file is not written: the file is sent as it
 * is. With `cacheDir`, forms are reused by the content's hash, and cache entries no file used this time are
 * removed so the cache does not grow.
 */
export async function precompressDirectory(dir: string, cacheDir?: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, fromCache: 0, bytes: 0, written: { br: 0, gzip: 0 } };
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  // Threads only once a file is not in the cache: a rebuild that changed nothing starts none.
  const zopfli: { pool?: ZopfliPool } = {};
  const one = async (file: string) => {
    const bytes = readFileSync(file);
    const key = createHash("sha256").update(bytes).digest("hex");
    const inCache = (form: (typeof FORMS)[number]) => (cacheDir ? join(cacheDir, key + form.suffix) : null);
    let forms: Record<Encoding, Buffer>;
    if (cacheDir && FORMS.every((form) => existsSync(inCache(form)!))) {
      forms = Object.fromEntries(
        FORMS.map((form) => [form.encoding, readFileSync(inCache(form)!)]),
      ) as typeof forms;
      report.fromCache++;
    } else {
      zopfli.pool ??= new ZopfliPool();
      forms = await compressAsset(bytes, zopfli.pool);
      for (const form of FORMS) if (cacheDir) writeWhole(inCache(form)!, forms[form.encoding]);
    }
    report.files++;
    report.bytes += bytes.length;
    for (const form of FORMS) {
      const cached = inCache(form);
      if (cached) used.add(cached);
      const out = forms[form.encoding];
      if (out.length >= bytes.length) continue;
      writeFileSync(file + form.suffix, out);
      report.written[form.encoding] += out.length;
    }
  };
  try {
    await Promise.all(
      filesUnder(dir)
        .filter((file) => COMPRESSIBLE.test(file))
        .map(one),
    );
  } finally {
    await zopfli.pool?.close();
  }
  if (cacheDir) for (const path of filesUnder(cacheDir)) if (!used.has(path)) rmSync(path, { force: true });
  return report;
}
