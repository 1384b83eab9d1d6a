import { useState } from 'react';
import { MSG } from '../../../../contracts/core/codes';
import { uploadCalls } from '../../../../contracts/uploads/calls';
import { UPLOAD_MAX_BYTES, UPLOAD_MSG } from '../../../../contracts/uploads/codes';
import type { UploadedImage } from '../../../../contracts/uploads/models';
import { browserApi } from '../../../lib/api';

/**
 * Sends a picked image to the upload call. The two checks the browser can make come first, with the spec's
 * messages (§8); the server checks again and its message is shown when it refuses.
 */
export function useImageUpload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File): Promise<UploadedImage | null> => {
    setError(null);
    if (!file.type.startsWith('image/')) return fail(UPLOAD_MSG.onlyPictures);
    if (file.size > UPLOAD_MAX_BYTES) return fail(UPLOAD_MSG.tooLarge);
    setBusy(true);
    try {
      return await browserApi().call(uploadCalls.image, { file });
    } catch (err) {
      return fail((err as Error).message || MSG.unknownError);
    } finally {
      setBusy(false);
    }
  };

  function fail(message: string): null {
    setError(message);
    return null;
  }

  return { upload, busy, error, clearError: () => setError(null) };
}
