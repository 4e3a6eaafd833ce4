/** POST /api/file/:area: one file, with the percentage sent so far; answers the stored file's name. */
import { mutationOptions } from '@tanstack/react-query';
import type { UploadArea } from '@hearth/common';
import { apiClient } from '../api';

export const uploadMutation = (area: UploadArea, onProgress: (percent: number) => void) =>
  mutationOptions({
    mutationFn: async (file: File | Blob) => {
      const answer = await apiClient.upload(`/file/${area}`, file, { onProgress });
      return answer.fileNames[0];
    },
  });
