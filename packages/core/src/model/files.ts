import { z } from '../zod.js';

export const uploadedFileSchema = z.object({ file_id: z.string(), file_name: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** `POST api/upload-documents`: the conversation's stored files and its vector store id. */
export const uploadAnswerSchema = z.object({
  files: z.array(uploadedFileSchema),
  vector_store_id: z.string().nullable(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
