import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { UploadedFile } from '../schemas/files.ts';

/** Uploads: the one multipart call of the API (its `file` part is read by the handler). */
export const FilesApi = declareApi('files', {
  upload: route(
    'POST',
    Paths.fileUpload,
    'Upload a picture (multipart field `file`: JPEG, PNG, WebP or GIF up to 8 MB), stored as WebP at most 1080 px wide; type warrantyVideo: an MP4, MOV or WebM video up to 20 MB, stored as sent',
    { params: Type.Object({ type: Type.String({ maxLength: 64 }) }), consumes: ['multipart/form-data'], answer: UploadedFile },
    'required',
  ),
});
