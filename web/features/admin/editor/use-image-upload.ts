import { useState } from 'react';
import type { UploadedFile } from '../../../../contracts/uploads/models';
import { browserApi, useErrorText } from '../../../lib/api';
import { uploadFile } from '../../../ui/uploads/upload-flow';

/**
 * Sends a picked image through the shared uploads (purpose 'article-image'): the browser's checks first with the
 * spec's messages (§8), then token, post and confirm; the server's message is shown when it refuses.
 */
export function useImageUpload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();

  const upload = async (file: File): Promise<UploadedFile | null> => {
    setError(null);
    setBusy(true);
    try {
      return await uploadFile(browserApi(), 'article-image', file);
    } catch (err) {
      setError(errorText(err));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { upload, busy, error, clearError: () => setError(null) };
}
