import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Bucket } from '#server/config.ts';
import { contentTypeOf, type FileStore, type StoredFile } from './file-store';

/**
 * docs/uploads.md, "Where images live": files in a bucket of S3 or an S3-compatible store (R2, B2,
 * MinIO, Garage...), under the folder of UPLOADS_S3_URL, with requests signed as the backups'
 * copy signs them (backups/s3-copy.ts).
 */
export class S3FileStore implements FileStore {
  private readonly client: AwsClient;

  constructor(private readonly bucket: S3Bucket) {
    this.client = new AwsClient({
      accessKeyId: bucket.accessKeyId,
      secretAccessKey: bucket.secretAccessKey,
      region: bucket.region,
      service: 's3',
      retries: 2,
    });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const res = await this.client.fetch(this.url(name), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': contentTypeOf(name) },
    });
    await refused(res, 'PUT', name);
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const file = await this.getIfChanged(name, undefined);
    return file === 'unchanged' ? undefined : file;
  }

  /**
   * The file, unless the store's ETag for it is `etag` (If-None-Match is passed on, so an image
   * the browser already has costs the store a 304, not its bytes).
   */
  async getIfChanged(name: string, etag: string | undefined): Promise<StoredFile | 'unchanged' | undefined> {
    const res = await this.client.fetch(this.url(name), { headers: etag ? { 'if-none-match': etag } : {} });
    if (res.status === 404) return undefined;
    if (res.status === 304) return 'unchanged';
    await refused(res, 'GET', name);
    const length = res.headers.get('content-length');
    return {
      body: res.body ? Readable.fromWeb(res.body as WebReadableStream) : Readable.from([]),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      length: length === null ? undefined : Number(length),
      etag: res.headers.get('etag') ?? undefined,
    };
  }

  async exists(name: string): Promise<boolean> {
    const res = await this.client.fetch(this.url(name), { method: 'HEAD' });
    if (res.status === 404) return false;
    await refused(res, 'HEAD', name);
    return true;
  }

  async delete(name: string): Promise<void> {
    const res = await this.client.fetch(this.url(name), { method: 'DELETE' });
    if (res.status !== 404) await refused(res, 'DELETE', name);
  }

  /**
   * ListObjectsV2 is addressed to the bucket, not the folder, and the URL does not say which of
   * its parts is the bucket: path-style (https://host/bucket/folder/) is tried first, then
   * virtual-hosted (https://bucket.host/folder/).
   */
  async list(): Promise<string[]> {
    const url = new URL(this.bucket.url);
    const [first = '', ...rest] = url.pathname.split('/').filter(Boolean);
    const styles = [
      ...(first ? [{ root: `${url.origin}/${first}`, prefix: rest.map((p) => `${p}/`).join('') }] : []),
      { root: url.origin, prefix: url.pathname.slice(1) },
    ];
    let lastError: unknown;
    for (const { root, prefix } of styles) {
      try {
        return await this.listUnder(root, prefix);
      } catch (err) {
        lastError = err;
      }
    }
    throw lastError;
  }

  private async listUnder(root: string, prefix: string): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix, delimiter: '/' });
      if (token) query.set('continuation-token', token);
      const res = await this.client.fetch(`${root}?${query}`, {});
      await refused(res, 'LIST', prefix || '/');
      const xml = await res.text();
      if (!xml.includes('<ListBucketResult'))
        throw new Error(`the store's list of ${prefix || '/'} is not a bucket listing`);
      for (const [, key] of xml.matchAll(/<Key>([^<]+)<\/Key>/g))
        names.push(unescapeXml(key!).slice(prefix.length));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
    return names;
  }

  private url(name: string): string {
    return new URL(encodeURIComponent(name), this.bucket.url).toString();
  }
}

/** Throws with the store's answer when it refused the request. */
async function refused(res: Response, what: string, name: string): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  throw new Error(`the image store refused ${what} ${name}: ${res.status}${code ? ` ${code}` : ''}`);
}

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
