import { z } from 'zod';

/** What an image upload answers: where the stored image is served and its size after re-encoding. */
export const uploadedImageSchema = z.object({
  url: z.string().meta({ description: 'Site path of the stored WebP image: /media/uploads/<key>.webp' }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
