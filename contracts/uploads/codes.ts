import { fill, messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/**
 * Uploads (§5, §7 'upload token', §8): what each purpose accepts, its size limit and its messages, named once.
 * The web checks a picked file against these before asking for a token; the server checks again from the bytes.
 */

/** What an upload is for. The purpose fixes who may upload, the kind, the types, the size and the messages. */
export const UPLOAD_PURPOSES = [
  'article-image',
  'avatar',
  'lead-image',
  'topic-image',
  'topic-video',
  'feedback-image',
  'company-document',
  'bank-evidence',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export type UploadKind = 'image' | 'video' | 'document';

/** Image types as the bytes say (file-type), by the name's extension: the two must agree. */
export const IMAGE_TYPE_OF_EXTENSION = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

/** §5's video types (mp4, mpeg, avi, wmv, mpg, quicktime and others) as file-type names them from the bytes. */
export const VIDEO_TYPE_OF_EXTENSION = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  avi: 'video/vnd.avi',
  wmv: 'video/x-ms-asf',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const;

/** Documents kept as received once their bytes are recognised (a company's proof, docs/companies.md). */
export const DOCUMENT_TYPE_OF_EXTENSION = { pdf: 'application/pdf' } as const;

export type UploadExtension =
  keyof typeof IMAGE_TYPE_OF_EXTENSION | keyof typeof VIDEO_TYPE_OF_EXTENSION | keyof typeof DOCUMENT_TYPE_OF_EXTENSION;

const MB = 1024 * 1024;

/** §5 and §8 word for word. */
export const uploadMessages = messageTable('spec-uploads', en, zh);
const uploadsZh = uploadMessages.texts.zh;
export const UPLOAD_MSG = {
  ...uploadMessages.texts.en,
  // Feedback-style uploads (§5): the spec's own Chinese words; their English twins are in the catalogue.
  commonImageTypes: uploadsZh.commonImageTypes,
  notOver10M: uploadsZh.notOver10M,
  // tooManyMessage fills in the count.
  tooManyImages: fill(uploadsZh.tooManyImages, { n: '{n}' }),
};

export interface UploadMessages {
  /** The name's extension or the bytes are not an accepted type, or they do not agree. */
  wrongType: string;
  /** Over maxBytes. */
  tooLarge: string;
  /** More files than maxCount ({n} is the count). */
  tooMany: string;
  /** What the picker says for a file the browser does not call an image (image kinds only). */
  notPicture: string;
}

export interface UploadRules {
  kind: UploadKind;
  /** Who may ask for a token: feedback is open to visitors (§6), article images to administrators. */
  who: 'anyone' | 'user' | 'admin';
  extensions: readonly UploadExtension[];
  /** The largest size accepted, in bytes ('at or over 10 MB' refused means 10 MB - 1). */
  maxBytes: number;
  /** How many a form holds (§9: 6 per lead, topic or feedback). */
  maxCount: number;
  /** Images are re-encoded with the longest side at most this many pixels. */
  maxSide: number;
  msg: UploadMessages;
  /** Never served at the media path: the area that owns the subject serves it to whom it allows (company documents). */
  private?: boolean;
}

const PICTURES = ['png', 'jpeg', 'jpg', 'gif'] as const;
const tooMany = UPLOAD_MSG.tooManyImages;

export const UPLOAD_RULES: Record<UploadPurpose, UploadRules> = {
  /** The rich-text editor and banners of the admin shell; WebP as before. */
  'article-image': {
    kind: 'image',
    who: 'admin',
    extensions: [...PICTURES, 'webp'],
    maxBytes: 10 * MB,
    maxCount: 1,
    maxSide: 1600,
    msg: { wrongType: UPLOAD_MSG.wrongFormat, tooLarge: UPLOAD_MSG.maxSize10M, tooMany, notPicture: UPLOAD_MSG.onlyPictures },
  },
  /** §5 'Image upload in account/community': 2 MB. */
  avatar: {
    kind: 'image',
    who: 'user',
    extensions: PICTURES,
    maxBytes: 2 * MB,
    maxCount: 1,
    maxSide: 512,
    msg: { wrongType: UPLOAD_MSG.wrongFormat, tooLarge: UPLOAD_MSG.tooLarge2MB, tooMany, notPicture: UPLOAD_MSG.onlyPictures },
  },
  /** §9: lead and topic images 10 MB, 6 a post. */
  'lead-image': {
    kind: 'image',
    who: 'user',
    extensions: PICTURES,
    maxBytes: 10 * MB,
    maxCount: 6,
    maxSide: 1600,
    msg: { wrongType: UPLOAD_MSG.wrongFormat, tooLarge: UPLOAD_MSG.maxSize10M, tooMany, notPicture: UPLOAD_MSG.onlyPictures },
  },
  'topic-image': {
    kind: 'image',
    who: 'user',
    extensions: PICTURES,
    maxBytes: 10 * MB,
    maxCount: 6,
    maxSide: 1600,
    msg: { wrongType: UPLOAD_MSG.wrongFormat, tooLarge: UPLOAD_MSG.maxSize10M, tooMany, notPicture: UPLOAD_MSG.onlyPictures },
  },
  /** §5 'Release topic': one video of an allowed type under 10 MB. */
  'topic-video': {
    kind: 'video',
    who: 'user',
    extensions: Object.keys(VIDEO_TYPE_OF_EXTENSION) as (keyof typeof VIDEO_TYPE_OF_EXTENSION)[],
    maxBytes: 10 * MB - 1,
    maxCount: 1,
    maxSide: 0,
    msg: { wrongType: UPLOAD_MSG.videoFormat, tooLarge: UPLOAD_MSG.videoSize, tooMany, notPicture: UPLOAD_MSG.videoFormat },
  },
  /** §5 'Feedback-style uploads': the Chinese messages; at or over 10 MB refused. */
  'feedback-image': {
    kind: 'image',
    who: 'anyone',
    extensions: PICTURES,
    maxBytes: 10 * MB - 1,
    maxCount: 6,
    maxSide: 1600,
    msg: { wrongType: UPLOAD_MSG.commonImageTypes, tooLarge: UPLOAD_MSG.notOver10M, tooMany, notPicture: UPLOAD_MSG.onlyPictures },
  } /** Evidence of a reported bank account (docs/supplier-check.md): pictures only, 10 MB, 4 a report. */,
  'bank-evidence': {
    kind: 'image',
    who: 'user',
    extensions: PICTURES,
    maxBytes: 10 * MB,
    maxCount: 4,
    maxSide: 1600,
    msg: { wrongType: UPLOAD_MSG.wrongFormat, tooLarge: UPLOAD_MSG.maxSize10M, tooMany, notPicture: UPLOAD_MSG.onlyPictures },
  },
  /** A company's proof (business licence, letter on company paper): scans or PDF, readable only by the applicant and administrators. */
  'company-document': {
    kind: 'document',
    who: 'user',
    extensions: ['pdf', 'png', 'jpg', 'jpeg'],
    maxBytes: 10 * MB,
    maxCount: 6,
    maxSide: 2400,
    msg: { wrongType: UPLOAD_MSG.documentFormat, tooLarge: UPLOAD_MSG.maxSize10M, tooMany, notPicture: UPLOAD_MSG.documentFormat },
    private: true,
  },
};

/** The largest file any purpose accepts: what the local storage host reads at most. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/** §5's count message with its number. */
export const tooManyMessage = (rules: UploadRules) => rules.msg.tooMany.replace('{n}', String(rules.maxCount));

/** The extension of a file name, lower-cased, when the purpose accepts it. */
export function extensionFor(rules: UploadRules, fileName: string): UploadExtension | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return ext && (rules.extensions as readonly string[]).includes(ext) ? (ext as UploadExtension) : null;
}

/** The type the bytes must have for a name with this extension. */
export const typeOfExtension = (ext: UploadExtension): string =>
  ext in IMAGE_TYPE_OF_EXTENSION
    ? IMAGE_TYPE_OF_EXTENSION[ext as keyof typeof IMAGE_TYPE_OF_EXTENSION]
    : ext in DOCUMENT_TYPE_OF_EXTENSION
      ? DOCUMENT_TYPE_OF_EXTENSION[ext as keyof typeof DOCUMENT_TYPE_OF_EXTENSION]
      : VIDEO_TYPE_OF_EXTENSION[ext as keyof typeof VIDEO_TYPE_OF_EXTENSION];

/** A token lives this long: enough for a 10 MB file on a slow line, short enough that a leaked one is soon dead. */
export const UPLOAD_TOKEN_TTL_SECONDS = 15 * 60;

/** Token and local-store calls per client address and minute, on top of the API-wide limit: checking costs CPU. */
export const UPLOADS_PER_MINUTE = 30;

/** Stored files are served by the app at `${UPLOAD_MEDIA_PATH}/<key>` (fileHost in the default mode). */
export const UPLOAD_MEDIA_PATH = '/media/uploads';

/** Form field names of the post to the storage host (§7: file, key, token); the file comes last. */
export const UPLOAD_FIELDS = { file: 'file', key: 'key', token: 'token' } as const;

/**
 * A key as §7 says: an image keeps its file name (made safe, at most 50 characters) under a random folder; a video
 * goes under video/year/month/day with a video_ timestamp prefix. Legacy keys (64 hex, the SHA-256 of a WebP)
 * name the article images stored before tokens.
 */
export const UPLOAD_KEY_PATTERN =
  /^((img|doc)\/[0-9a-f]{16}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,49}|video\/\d{4}\/\d{2}\/\d{2}\/video_\d{13}_[0-9a-f]{8}\.[a-z0-9]{2,5})$/;
export const LEGACY_KEY_PATTERN = /^[0-9a-f]{64}$/;
