import { useState } from 'react';
import { MSG } from '../../../../contracts/core/codes';
import type { UploadedFile } from '../../../../contracts/uploads/models';
import { browserApi } from '../../../lib/api';
import { uploadFile } from '../../../ui/uploads/upload-flow';

/**
 * Sends a picked image through the shared uploads (purpose 'article-image'): the browser's checks first with the
 * spec's messages (§8), then token, post and confirm; the server's message is shown when it refuses.
 */
export function useImageUpload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File): Promise<UploadedFile | null> => {
    setError(null);
    setBusy(true);
    try {
      return await uploadFile(browserApi(), 'article-image', file);
    } catch (err) {
      setError((err as Error).message || MSG.unknownError);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { upload, busy, error, clearError: () => setError(null) };
}
