import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { assertKey, type UploadStore } from './store';

const isMissing = (err: unknown) =>
  err instanceof Error &&
  (err.name === 'NoSuchKey' ||
    err.name === 'NotFound' ||
    (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS, MinIO, R2, ...). Browsers post straight to it with a presigned POST whose policy
 * holds the exact key, the content type and the size range; the server reads the object back to check it
 * (service.confirm) and writes the re-encoded file over it.
 */
export function createS3Store(config: S3Config): UploadStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  return {
    mode: 's3',
    async put(key, bytes, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key, range) {
      assertKey(key);
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        // With a range, ContentLength is the part's; the whole size is the row's (the route knows it).
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async read(key, maxBytes) {
      assertKey(key);
      try {
        // The size first: an object past the limit is refused without reading it.
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        if ((head.ContentLength ?? 0) > maxBytes) return 'tooLarge';
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        // The object could have been replaced between the two requests.
        return bytes.length > maxBytes ? 'tooLarge' : { bytes };
      } catch (err) {
        if (isMissing(err)) return 'missing';
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async postTarget(key, limits) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, limits.maxBytes],
          ['eq', '$Content-Type', limits.contentType],
        ],
        Fields: { 'Content-Type': limits.contentType },
        Expires: limits.expiresSeconds,
      });
      return { url, fields };
    },
  };
}
