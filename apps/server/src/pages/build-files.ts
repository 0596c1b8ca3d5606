import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A file of the browser's build, as it is sent: its bytes, and the build's compressed copies. */
export interface BuildFile {
  body: Buffer;
  /** The build's brotli (`.br`) and gzip (`.gz`) copies, when it wrote them. */
  copies: Partial<Record<CopyEncoding, Buffer>>;
  contentType: string;
  etag: string;
  /** Hashed names never change content: cached for a year. Others are asked again each time. */
  isHashed: boolean;
}

type CopyEncoding = 'br' | 'gzip';

const copyExtensions: Record<CopyEncoding, string> = { br: '.br', gzip: '.gz' };

/** The types of what the build emits; anything else is sent as bytes. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * Reads the browser's build (`apps/web/dist`) into memory, once, at start: every file the browser
 * may ask for, keyed by its address (`/assets/app-1a2b3c.js`), with the compressed copies the
 * build wrote beside it. `isServable` says which addresses the browser may have.
 *
 * Why memory and not the disk: a page loads 25–90 of these files at once, and looking each one
 * up on the disk (three `stat`s for the copies, open, read, close) cost the server about 1 ms of
 * processor time per file, 3 times what answering from memory costs. Where the server and the
 * browser share a machine, that time is taken from the page while it starts. The build is a few
 * megabytes, and a new build means a restart anyway (the server reads its manifest at start).
 */
export async function readBuildFiles(
  distDir: string,
  isServable: (urlPath: string) => boolean,
): Promise<Map<string, BuildFile>> {
  const names = (await readdir(distDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));
  const present = new Set(names);
  const files = new Map<string, BuildFile>();
  for (const name of names) {
    const urlPath = `/${name.split(path.sep).join('/')}`;
    const isCopy = Object.values(copyExtensions).some(
      (ext) => name.endsWith(ext) && present.has(name.slice(0, -ext.length)),
    );
    // index.html is the template of every page (spa.ts), not a file of its own.
    if (isCopy || urlPath === '/index.html' || !isServable(urlPath)) continue;
    const body = await readFile(path.join(distDir, name));
    const copies: BuildFile['copies'] = {};
    for (const [encoding, ext] of Object.entries(copyExtensions) as [CopyEncoding, string][]) {
      if (present.has(name + ext)) copies[encoding] = await readFile(path.join(distDir, name + ext));
    }
    files.set(urlPath, {
      body,
      copies,
      contentType: contentTypes[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      isHashed: urlPath.startsWith('/assets/'),
    });
  }
  return files;
}

/**
 * Answers with one build file: the compressed copy the browser accepts, as it is, or the file
 * itself (which `@fastify/compress` then compresses, when it is worth it and the build wrote no
 * copy). A browser that already holds this version gets a 304.
 */
export function sendBuildFile(file: BuildFile, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('cache-control', file.isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    .header('etag', file.etag)
    .header('vary', 'Accept-Encoding')
    .type(file.contentType);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(file.etag)) return reply.status(304).send();
  const encoding = preferredCopy(request.headers['accept-encoding'], file.copies);
  if (encoding) return reply.header('content-encoding', encoding).send(file.copies[encoding]);
  return reply.send(file.body);
}

/**
 * Which of the copies the browser accepts, brotli first (the smaller): an `Accept-Encoding` of
 * `gzip, deflate, br` gives `br`, `br;q=0, gzip` gives `gzip`, and none or `identity` gives none.
 */
export function preferredCopy(
  acceptEncoding: string | undefined,
  copies: BuildFile['copies'],
): CopyEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find((encoding) => copies[encoding] !== undefined && accepts(encoding));
}
